/* wp-cli-grade.h — the grade of a unique puzzle, as the commands print it */
#pragma once

#include <json-glib/json-glib.h>

#include "core/wellposed.h"

G_BEGIN_DECLS

/* The grade of a puzzle proved unique; NULL (after saying why on
 * standard error) when it cannot be graded. */
WpGrade *wp_cli_grade          (const WpPuzzle *puzzle, WpSearch *search);
/* "grade: hard 3.8 — Hard (3.8): needs a swordfish", the hardest step, and
 * with @steps every step of the path. */
void     wp_cli_print_grade    (const WpGrade *grade, gboolean steps);
/* "grade": {"scale", "level", "score", "hardest", "summary", "complete",
 * "mean_guesses", "runs", "steps": [{"technique", "text", "cells"}]}. */
void     wp_cli_add_grade_json (JsonBuilder *builder, const WpPuzzle *puzzle, const WpGrade *grade);

G_END_DECLS
