import { Observable } from 'rxjs';
import type { QueryObserver } from '@tanstack/react-query';

/** The successive data of a TanStack QueryObserver as an Observable (only settled data, never undefined). */
export function fromQueryObserver<T, K extends readonly unknown[]>(
  observer: QueryObserver<T, Error, T, T, K>,
): Observable<T> {
  return new Observable<T>((sub) =>
    observer.subscribe((result) => {
      if (result.data !== undefined) sub.next(result.data);
    }),
  );
}
