import { api } from '@vsp/contract';
import { BffProcess } from './lib/bff-process';
async function main() {
  const bff = await BffProcess.start({ env: { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/vsp_exp' }, nodeArgs: ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] });
  const url = api.analysis.incomplete.path();
  for (let i = 0; i < 5; i++) await bff.call(api.analysis.incomplete, url);
  const times: number[] = [];
  for (let i = 0; i < 40; i++) times.push((await bff.call(api.analysis.incomplete, url)).ms);
  times.sort((a, b) => a - b);
  console.log('incomplete median', times[20].toFixed(1), 'min', times[0].toFixed(1));
  await bff.stop();
}
main().then(() => process.exit(0));
