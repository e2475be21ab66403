// What every module is built on, decorated on the app for the module plugins to take: the
// configuration, the database, the rate-limit counters, file storage, the realtime hub and the
// domain events bus. Counters and the hub live in Redis when REDIS_URL is set (several instances
// share them), in this process otherwise; tests hand in their own.

import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { type DomainEventBus, domainEventBus } from './events/bus';
import { type CounterStore, memoryCounters, redisCounters } from './http/counters';
import { type Hub, memoryHub, redisHub } from './realtime/hub';
import { type FileStore, localFileStore } from './storage/files';

export interface CoreDeps {
  config: Config;
  database: Database;
  counters?: CounterStore;
  files?: FileStore;
  /** The realtime hub (tests give two apps one hub, as Redis would) */
  hub?: Hub;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    counters: CounterStore;
    files: FileStore;
    hub: Hub;
    events: DomainEventBus;
  }
}

export const core = fp(
  async (app: FastifyInstance, deps: CoreDeps) => {
    const { config, database } = deps;
    let redis: Redis | undefined;
    if (!deps.counters && config.redisUrl) {
      redis = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
      app.addHook('onClose', async () => {
        redis?.disconnect();
      });
    }
    const hub = deps.hub ?? (redis ? redisHub(redis, redis.duplicate()) : memoryHub());
    app.addHook('onClose', () => hub.close());
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('counters', deps.counters ?? (redis ? redisCounters(redis) : memoryCounters()));
    app.decorate('files', deps.files ?? localFileStore(path.join(config.dataDir, 'uploads')));
    app.decorate('hub', hub);
    app.decorate('events', domainEventBus(app.log));
  },
  { name: 'core' },
);
