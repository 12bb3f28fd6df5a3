export declare const KB: number;
export declare const KIB: number;
export interface Budget {
  name: string;
  route: RegExp;
  path: RegExp;
  jsKb: number;
  loadedJsKb?: number;
  totalKib: Record<string, number>;
}
export declare const BUDGETS: Budget[];
export declare function budgetForRoute(route: string): Budget | undefined;
export declare function budgetForPath(pathname: string): Budget | undefined;
export declare function budgetFailures(measured: { path: string; lang: string; jsBytes: number; totalBytes: number }): string[];
export declare function isPageRoute(route: string): boolean;
