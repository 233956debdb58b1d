// A real production webpack build of the entries in `dir` with one minimizer, for the tests of
// the site's minifier (scripts/webpack/): resolves with the build's stats, rejects on any error.
import { join } from 'node:path';
import webpack from 'webpack';

export function buildWithMinimizer(
  dir: string,
  entry: Record<string, string>,
  minimizer: webpack.WebpackPluginInstance,
  devtool: string | false = false,
): Promise<webpack.Stats> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    devtool,
    entry,
    output: { path: join(dir, 'out'), filename: '[name].js' },
    optimization: { minimize: true, minimizer: [minimizer] },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) =>
      compiler.close(() => (error || !stats ? reject(error) : stats.hasErrors() ? reject(new Error(stats.toString())) : resolve(stats))),
    ),
  );
}
