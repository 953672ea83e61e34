import path from 'node:path';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** PGlite's own folder inside DATA_DIR, beside (not around) the uploads. */
  pgliteDir: string;
  /** Uploaded files (the disk storage's folder). */
  uploadsDir: string;
  databaseUrl: string | undefined;
  production: boolean;
  seedDemo: boolean;
  distDir: string;
};

/** Reads the process environment once; everything else receives a Config. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    databaseUrl: env.DATABASE_URL || undefined,
    production,
    seedDemo: env.SEED_DEMO === '1' || (!production && env.SEED_DEMO !== '0'),
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
  };
};
