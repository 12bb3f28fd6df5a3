// The `id` of /contract-request/id/{id}: the link's token as the centre sent it. Only its shape is checked
// here (URL-safe, bounded); whether it is genuine, unaltered and unexpired is the API's to say.
const LINK_TOKEN = /^[A-Za-z0-9._~-]{10,512}$/;

export const isContractLinkToken = (value: string) => LINK_TOKEN.test(value);
