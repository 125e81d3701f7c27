import createJiti from 'jiti';
const jiti = createJiti('/work/wt-sb-dist/x.mjs');
const {loadApis} = jiti('./src/sandbox/apis.ts');
const {createSandbox} = jiti('./src/sandbox/index.ts');
const {SANDBOX_CREDENTIALS} = jiti('./src/sandbox/credentials.ts');
const sandbox = createSandbox({apis: await loadApis(false)});
const headers = Object.fromEntries(Object.entries(SANDBOX_CREDENTIALS.toolkit.headers).map(([k, v]) => [k.toLowerCase(), v]));
const ids = []; let n = 0; let count = 0;
const send = (method, url, body) => sandbox.handle({method, url, headers: body ? {...headers, 'content-type': 'application/json'} : headers, body: body ?? ''});
const end = Date.now() + Number(process.argv[2] ?? 8000);
const times = {list: [], create: [], get: [], clock: []};
while (Date.now() < end) {
  if (count >= 120) { let t=performance.now(); await send('POST', '/_sandbox/clock', JSON.stringify({advance: 'PT1M'})); times.clock.push(performance.now()-t); count = 0; }
  count++;
  const k = n++ % 10;
  let t = performance.now();
  if (k < 4) { await send('GET', '/v1/payments/single/list?page=1&limit=25'); times.list.push(performance.now()-t); }
  else if (k < 7) { const r = await send('POST', '/v1/payments/single/create', JSON.stringify({reference: `B-${n}`, amount: '10.00'})); ids.push(JSON.parse(r.body).result.id); times.create.push(performance.now()-t); }
  else { await send('GET', `/v1/payments/single/${ids[(n*7919)%ids.length]}`); times.get.push(performance.now()-t); }
}
const avg = (a) => (a.reduce((x, y) => x + y, 0) / a.length).toFixed(2);
console.log(n, 'requests', Object.fromEntries(Object.entries(times).map(([k, v]) => [k, `${v.length} avg ${avg(v)} ms max ${Math.max(...v).toFixed(1)}`])));
