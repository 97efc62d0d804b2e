import { createElement } from 'react';
import { supabase } from '../../../backend/client';
import { ActivitySuggestionsView, type ActivitySuggestionsProps } from './components/ActivitySuggestionsView';

/** The AI suggestion section of the activity screen, on the app's Supabase client. */
export function ActivitySuggestions(props: ActivitySuggestionsProps) {
  return createElement(ActivitySuggestionsView, { client: supabase, ...props });
}

export type { ActivitySuggestionsProps };
