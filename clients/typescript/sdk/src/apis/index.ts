/* tslint:disable */
/* eslint-disable */
export * from './ActionsApi';
export * from './ClaimsApi';
export * from './EventsApi';
export * from './ExportsApi';
export * from './GamesApi';
export * from './HealthApi';
export * from './MatchesApi';
export * from './MatchmakingApi';
export * from './PlayersApi';
export * from './ReplaysApi';
export * from './SeatsApi';
export * from './StreamsApi';
export * from './WebhooksApi';
