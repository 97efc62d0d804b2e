/**
 * The query parameters that select an admin screen's tab (`?tab=members`) and a kind of content
 * (`&section=coaching-programs`): the screens read them, the app's role navigation links with them.
 */
export const TAB_PARAM = 'tab';
export const SECTION_PARAM = 'section';
