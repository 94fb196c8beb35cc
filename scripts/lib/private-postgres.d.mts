export interface PrivatePostgres {
  url: string;
  start(): void;
  stop(): void;
  freeze(): void;
  thaw(): void;
  remove(): void;
}

export function createPrivatePostgres(): Promise<PrivatePostgres>;
