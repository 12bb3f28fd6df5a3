import { formFields } from '../../scripts/lib/portal-login.mjs';

// The bench logs in as a browser without JavaScript: it must post what such a browser would, the
// server action's hidden fields (HTML-escaped JSON) included, or the action never runs.

it('reads the fields a browser would submit: hidden action fields unescaped, the selected option, no buttons or unticked boxes', () => {
  const form = `<form action="" encType="multipart/form-data" method="POST">
    <input type="hidden" name="$ACTION_REF_1"/>
    <input type="hidden" name="$ACTION_1:0" value="{&quot;id&quot;:&quot;7f3a&quot;,&quot;bound&quot;:&quot;$@1&quot;}"/>
    <input type="hidden" name="$ACTION_KEY" value="k1&amp;2"/>
    <select name="startingCode" id="sc"><option value="50">50</option><option value="52" selected="">52</option></select>
    <input name="number" value=""/>
    <input type="password" name="password"/>
    <input type="checkbox" name="remember" value="1"/>
    <button type="submit">Login</button>
  </form>`;
  expect(formFields(form)).toEqual([
    ['$ACTION_REF_1', ''],
    ['$ACTION_1:0', '{"id":"7f3a","bound":"$@1"}'],
    ['$ACTION_KEY', 'k1&2'],
    ['number', ''],
    ['password', ''],
    ['startingCode', '52'],
  ]);
});
