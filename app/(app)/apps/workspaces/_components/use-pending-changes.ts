"use client";
import { useCallback, useState } from "react";

/** Ticks not saved yet: store id → wanted membership, only where it differs from the server's. */
export function usePendingChanges() {
  const [wanted, setWanted] = useState<Map<string, boolean>>(new Map());
  const set = useCallback((id: string, current: boolean, checked: boolean) => {
    setWanted((previous) => {
      const next = new Map(previous);
      if (checked === current) next.delete(id);
      else next.set(id, checked);
      return next;
    });
  }, []);
  return {
    set,
    isChecked: (id: string, current: boolean) => wanted.get(id) ?? current,
    count: () => wanted.size,
    changes: () => ({
      add: [...wanted].filter(([, checked]) => checked).map(([id]) => id),
      remove: [...wanted].filter(([, checked]) => !checked).map(([id]) => id),
    }),
    reset: () => setWanted(new Map()),
  };
}
