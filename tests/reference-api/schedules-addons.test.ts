import { payAtGateway, postReturn, registeredLearner, startPaymentRig, type PaymentRig } from './support/payments';
import { dayAhead, practicalSlots } from './support/schedules';
import { expectError, get, post, type TestApp } from './support/test-app';

// An elite add-on opens its kind as well as the stage does (contract: CTR-SIM opens simulator sessions,
// CTR-MOCK mock tests): a learner registered at the centre with nothing paid buys the simulator pack
// online and can then book a simulator, and still nothing else.

let rig: PaymentRig;
let t: TestApp;
beforeAll(async () => {
  rig = await startPaymentRig();
  t = rig.t;
}, 120_000);
afterAll(async () => rig?.close());

it('the simulator pack bought online opens simulator sessions, and only those', async () => {
  const { token } = await registeredLearner(t);
  const day = dayAhead(t, 4);
  const range = { startDate: day, endDate: day };
  expectError(await post(t.app, '/schedule/v1/simulator-training/find-schedule', range, token), 409, 'fees_unpaid');

  const order = (
    await post(t.app, '/payment/v1/student/elite-addons/initiate', { selectedAddons: ['addon-simulator'], isEliteAddonPayment: true }, token)
  ).body.data;
  const encResp = await payAtGateway(rig.gatewayUrl, order.href, '4111111111111111');
  expect((await postReturn(t, encResp, '/payment/v1/web-hook/elite-additional-payment-handler')).status).toBe(303);

  const config = (await get(t.app, '/schedule/v1/work-time/time-slots', token)).body.data;
  expect(config.kinds.filter((k: { paid: boolean }) => k.paid).map((k: { kind: string }) => k.kind)).toEqual(['simulator']);
  const slots = (await post(t.app, '/schedule/v1/simulator-training/find-schedule', range, token)).body.data.slots;
  const booked = await post(t.app, '/schedule/v1/simulator-training/book-schedule', { slotId: slots[0].slotId }, token);
  expect(booked.status).toBe(201);
  expect(booked.body.data).toMatchObject({ kind: 'simulator', stage: { _id: 'lmv-std-s-practice' }, device: { type: 'SimulatorDevice' } });
  expectError(await post(t.app, '/schedule/v1/mock-test/find-schedule', range, token), 409, 'fees_unpaid');
  expectError(await practicalSlots(t, token, day), 409, 'fees_unpaid');
});
