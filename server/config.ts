import path from 'node:path';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  production: boolean;
  seedDemo: boolean;
  distDir: string;
};

/** Reads the process environment once; everything else receives a Config. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const production = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    production,
    seedDemo: env.SEED_DEMO === '1' || (!production && env.SEED_DEMO !== '0'),
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
  };
};
