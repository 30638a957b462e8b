/** A front-end: its Module Federation container name, its workspace folder, its dev server's port. */
export interface FrontEnd {
  name: string;
  folder: string;
  port: number;
}

export const REMOTES: readonly FrontEnd[];
export const HOST: FrontEnd;
export const API_DEV_ORIGIN: string;
export const FRONT_END_DEV_ORIGINS: readonly string[];
