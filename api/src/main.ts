import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { configureApp } from './app.setup.js';
import { APP_CONFIG } from './config/app-config.js';
import { type AppConfig, validateEnv } from './config/env.validation.js';

async function bootstrap(): Promise<void> {
  // Checked before Nest starts so a bad environment fails with the plain list of problems.
  validateEnv(process.env);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(), {
    bufferLogs: true,
    // configureApp sets up the parsers, with the API's limits.
    bodyParser: false,
    abortOnError: false,
  });
  configureApp(app);
  const config = app.get<AppConfig>(APP_CONFIG);
  await app.listen(config.port, config.host);
}

bootstrap().catch((error: unknown) => {
  // Config errors list every problem; print them plainly rather than as a stack.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
