// Progress bars on a terminal; one line per step when output is piped.
import cliProgress from 'cli-progress';
import type { SeedProgress } from '../seed/demo.ts';

export function terminalProgress(stream: NodeJS.WriteStream = process.stderr): SeedProgress {
  if (!stream.isTTY) {
    let step = '';
    let started = 0;
    let last = 0;
    return {
      start(name, total) {
        step = name;
        started = Date.now();
        stream.write(`${name}: ${total} to check\n`);
      },
      update(done) {
        last = done;
      },
      stop() {
        const seconds = Math.max((Date.now() - started) / 1000, 0.001);
        stream.write(`${step}: done (${last} in ${seconds.toFixed(1)} s, ${Math.round(last / seconds)}/s)\n`);
      },
    };
  }
  let bar: cliProgress.SingleBar | null = null;
  return {
    start(name, total) {
      bar = new cliProgress.SingleBar(
        { format: `${name.padEnd(24)} [{bar}] {percentage}% | {value}/{total} | {eta_formatted} left`, stream, hideCursor: true },
        cliProgress.Presets.shades_classic,
      );
      bar.start(total, 0);
    },
    update(done) {
      bar?.update(done);
    },
    stop() {
      bar?.stop();
      bar = null;
    },
  };
}
