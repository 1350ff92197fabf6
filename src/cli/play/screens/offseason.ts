// Moving through the offseason: each stage screen's n performs the one transition to the next stage.
import { advanceStage } from '../../../store/actions/advance.js';
import type { Navigation } from '../navigation.js';
import type { Store } from '../store.js';

export async function advanceTo(store: Store, navigation: Navigation, label: string, done?: string): Promise<void> {
  if (await store.runLong(label, () => store.session.change((db) => advanceStage(db)))) {
    navigation.home();
    if (done) store.setNotice({ text: done, kind: 'info' });
  }
}
