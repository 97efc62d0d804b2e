import { createElement } from 'react';
import { useBackendClient } from '../../../backend/BackendClientProvider';
import { ActivitySuggestionsView, type ActivitySuggestionsProps } from './components/ActivitySuggestionsView';

/** The AI suggestion section of the activity screen, on the client the app provides. */
export function ActivitySuggestions(props: ActivitySuggestionsProps) {
  return createElement(ActivitySuggestionsView, { client: useBackendClient(), ...props });
}

export type { ActivitySuggestionsProps };
