import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module.js';
import { configureApp } from './app.setup.js';
import { ApiFastifyAdapter } from './common/http/api-fastify-adapter.js';
import { APP_CONFIG } from './config/app-config.js';
import { type AppConfig, validateEnv } from './config/env.validation.js';

async function bootstrap(): Promise<void> {
  // Checked before Nest starts so a bad environment fails with the plain list of problems.
  validateEnv(process.env);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(),
    new ApiFastifyAdapter(),
    {
      bufferLogs: true,
      bodyParser: false,
      abortOnError: false,
    },
  );
  configureApp(app);
  const config = app.get<AppConfig>(APP_CONFIG);
  await app.listen(config.port, config.host);
}

bootstrap().catch((error: unknown) => {
  // Config errors list every problem; print them plainly rather than as a stack.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
