import { useLocation } from 'react-router-dom';
import { supabaseAnonKey, supabaseUrl } from '../../backend/config';
import { useWorkshopPushOnAnyRoute } from '../../offline/workshop/hooks';

const pushConfig = { url: supabaseUrl, anonKey: supabaseAnonKey };

/**
 * A prepared workshop tablet pushes its participants' work on every route (docs/workshop-tablets.md);
 * rendered again at each navigation, so a tablet prepared a moment ago starts without a reload.
 */
export function WorkshopPushOnAnyRoute() {
  useLocation();
  useWorkshopPushOnAnyRoute(pushConfig);
  return null;
}
