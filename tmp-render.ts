import {LIFECYCLES, lifecycleMarkdownOf} from './src/sandbox/lifecycles';
for (const id of process.argv.slice(2)) {
  const v = LIFECYCLES[id];
  console.log(`\n=== ${id}\n` + lifecycleMarkdownOf(id, Object.keys(v.apis)[0]));
}
