-- Custom scoring logic never uses eval, the Function constructor, window, document, global or
-- globalThis, process, require or import (the scorer refuses them before running the logic); the
-- database refuses storing them too, so a direct write cannot store a rule every device would refuse.
alter table public.scoring_rule_templates
  add constraint custom_logic_avoids_forbidden_patterns check (
    rule_type <> 'custom'
    or not (
      (calculation_formula ->> 'custom_logic')
        ~ ('\yeval\y|\yFunction\s*\(|\ynew\s+Function\y|\yconstructor\s*\.\s*constructor\y'
          || '|\[\s*[''"`]constructor[''"`]\s*\]'
          || '|\ywindow\y|\ydocument\y|\yglobal(This)?\y|\yprocess\y|\yrequire\y|\yimport\y')
    )
  );
