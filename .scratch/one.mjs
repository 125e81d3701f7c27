import createJiti from 'jiti';
Error.stackTraceLimit = 400;
const jiti = createJiti('/work/wt-c27-robust/scripts/x.mjs');
const {compileDescription} = jiti('../plugins/api-reference/corpus.ts');
try { const r = await compileDescription(process.argv[2]); console.log(r.operations, r.warnings.length, r.warnings.slice(0,5)); }
catch (e) { const lines = String(e.stack).split('\n'); const counts = {}; for (const l of lines) { const m = /at (\S+) \((.*?):\d+/.exec(l); if (m) { const k = m[1]+' '+m[2].replace('/work/wt-c27-robust/',''); counts[k]=(counts[k]||0)+1; } } console.log(e.message); console.log(Object.entries(counts).sort((a,b)=>b[1]-a[1]).slice(0,25)); }
