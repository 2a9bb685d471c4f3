export declare const NGINX: string;
export declare function nginxInstalled(): boolean;
export declare function startNginx(upstreams: string[]): Promise<{ url: string; stop(): Promise<void> }>;
