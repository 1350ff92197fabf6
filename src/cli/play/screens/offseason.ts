// Moving through the offseason: each stage screen's n performs the one transition to the next stage.
import { advanceStage } from '../../../store/actions/advance.js';
import type { Navigation } from '../navigation.js';
import type { Store } from '../store.js';
import { ADVANCE_BUSINESS } from '../../../shared/programs-types.js';

export function advanceTo(store: Store, navigation: Navigation, label: string, done?: string): Promise<void> {
  return new Promise((resolve) =>
    store.askOthers(ADVANCE_BUSINESS, () => {
      void store
        .runLong(label, () => store.session.change((db) => advanceStage(db)))
        .then((ok) => {
          if (ok) {
            navigation.home();
            if (done) store.setNotice({ text: done, kind: 'info' });
          }
          resolve();
        });
    }),
  );
}
