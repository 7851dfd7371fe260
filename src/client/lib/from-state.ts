/** Where a guard stopped the person (router state), so the next step can take them there. */
export interface FromState {
  from?: string;
}
