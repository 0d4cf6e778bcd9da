/* test-counter.c — the live-counting worker: generations, cancellation, stress */
#include "wp-test-utils.h"
#include "core/wp-edit.h"
#include "core/wp-checker.h"
#include "core/wp-counter.h"
#include "core/wp-uniqueness.h"
#include "genres/sudoku/sudoku.h"

#define EXAMPLE_ONE \
  "378659214154328769629471538743..5692862947351915236847487593126236..4975591762483"

typedef struct {
  GPtrArray *reports;   /* of WpCountReport*, in order of emission */
} Collector;

static void
on_finished (WpCounter *counter, WpCountReport *report, gpointer user_data)
{
  Collector *collector = user_data;

  g_assert_true (g_main_context_is_owner (g_main_context_default ()));
  g_ptr_array_add (collector->reports, wp_count_report_ref (report));
}

static void
wait_until_idle (WpCounter *counter, Collector *collector, guint expected)
{
  gint64 give_up = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while ((wp_counter_is_running (counter) || collector->reports->len < expected) &&
         g_get_monotonic_time () < give_up)
    g_main_context_iteration (NULL, TRUE);
  /* Let any late, dropped callbacks run too. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
test_counts_snapshot (void)
{
  g_autoptr (WpCounter) counter = wp_counter_new ();
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (EXAMPLE_ONE);
  Collector collector = { g_ptr_array_new_with_free_func ((GDestroyNotify) wp_count_report_unref) };
  WpSearchOptions options = { .cap = 2, .keep = 2 };
  const WpCountReport *report;
  guint64 generation;

  g_signal_connect (counter, "finished", G_CALLBACK (on_finished), &collector);
  generation = wp_counter_submit (counter, puzzle, &options);
  /* The snapshot is shared, not copied: the document moves on by making a
   * new snapshot (an edit), which leaves the counted one as it was. */
  {
    g_autoptr (WpEdit) edit = wp_edit_new_cell (30, 1);
    g_autoptr (WpPuzzle) next = wp_puzzle_apply_edit (puzzle, edit, NULL);

    g_assert_cmpint (next->cells[30], ==, 1);
  }
  wait_until_idle (counter, &collector, 1);

  g_assert_cmpuint (collector.reports->len, ==, 1);
  report = g_ptr_array_index (collector.reports, 0);
  g_assert_cmpuint (report->generation, ==, generation);
  g_assert_no_error (report->error);
  g_assert_cmpuint (report->result.count, ==, 2);
  g_assert_cmpuint (report->result.solutions->len, ==, 2);
  g_assert_true (report->puzzle == puzzle);
  g_assert_cmpint (report->puzzle->cells[30], ==, WP_CELL_EMPTY);
  g_ptr_array_unref (collector.reports);
}

static void
test_invalid_puzzle_reports_error (void)
{
  g_autoptr (WpCounter) counter = wp_counter_new ();
  g_autoptr (WpPuzzle) puzzle = wp_sudoku_new (4, 2, 2);
  Collector collector = { g_ptr_array_new_with_free_func ((GDestroyNotify) wp_count_report_unref) };
  WpSearchOptions options = { .cap = 2, .keep = 2 };
  const WpCountReport *report;

  puzzle->cells[0] = 7;   /* out of range for 4×4 */
  g_signal_connect (counter, "finished", G_CALLBACK (on_finished), &collector);
  wp_counter_submit (counter, puzzle, &options);
  wait_until_idle (counter, &collector, 1);
  report = g_ptr_array_index (collector.reports, 0);
  g_assert_error (report->error, WP_ERROR, WP_ERROR_INVALID);
  g_assert_cmpstr (report->error->message, ==, "givens: r1c1 holds 7, but a 4×4 Sudoku uses 1 to 4");
  g_ptr_array_unref (collector.reports);
}

/* Hundreds of edits, far faster than the solver: only the last snapshot's
 * result may ever reach the window. */
static void
test_stress_only_newest_reported (void)
{
  g_autoptr (WpCounter) counter = wp_counter_new ();
  g_autoptr (WpPuzzle) puzzle = wp_sudoku_new (16, 4, 4);
  Collector collector = { g_ptr_array_new_with_free_func ((GDestroyNotify) wp_count_report_unref) };
  WpSearchOptions options = { .cap = 1000000, .keep = 2 };   /* each run would take long */
  const WpCountReport *report;
  guint64 last = 0;

  g_signal_connect (counter, "finished", G_CALLBACK (on_finished), &collector);
  for (guint edit = 0; edit < 400; edit++)
    {
      /* Each edit is a new snapshot: the counter keeps a reference to the
       * one it was given, which must never change. */
      WpPuzzle *next = wp_puzzle_copy (puzzle);

      next->cells[edit % 16] = edit % 16 + 1 == 16 ? WP_CELL_EMPTY : (gint) (edit % 16) + 1;
      last = wp_counter_submit (counter, next, &options);
      wp_puzzle_free (puzzle);
      puzzle = next;
      g_assert_true (wp_counter_is_running (counter));
    }
  /* The newest run is long; stop it the way the Stop button does. */
  while (wp_counter_get_nodes (counter) < 100)
    g_usleep (1000);
  g_assert_cmpuint (wp_counter_get_nodes (counter), >=, 100);   /* progress is visible */
  wp_counter_cancel (counter);
  wait_until_idle (counter, &collector, 1);

  g_assert_cmpuint (collector.reports->len, ==, 1);
  report = g_ptr_array_index (collector.reports, 0);
  g_assert_cmpuint (report->generation, ==, last);
  g_assert_cmpuint (wp_counter_get_generation (counter), ==, 400);
  g_assert_true (wp_puzzle_equal (report->puzzle, puzzle));
  g_assert_cmpint (report->result.stopped, ==, WP_STOP_CANCELLED);
  g_assert_false (report->result.exact);
  g_ptr_array_unref (collector.reports);
}

/* An analysis run goes through the same worker and generations. */
static void
test_analysis_run (void)
{
  g_autoptr (WpCounter) counter = wp_counter_new ();
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (EXAMPLE_ONE);
  Collector collector = { g_ptr_array_new_with_free_func ((GDestroyNotify) wp_count_report_unref) };
  const WpCountReport *report;
  const WpPattern *pattern;

  g_signal_connect (counter, "finished", G_CALLBACK (on_finished), &collector);
  wp_counter_submit_analysis (counter, puzzle, NULL, 30);
  wait_until_idle (counter, &collector, 1);
  g_assert_cmpuint (collector.reports->len, ==, 1);
  report = g_ptr_array_index (collector.reports, 0);
  g_assert_no_error (report->error);
  g_assert_nonnull (report->analysis);
  g_assert_cmpuint (report->analysis->count, ==, 2);
  g_assert_true (report->analysis->exact);
  g_assert_cmpuint (report->analysis->patterns->len, ==, 1);
  pattern = g_ptr_array_index (report->analysis->patterns, 0);
  g_assert_cmpuint (pattern->cells->len, ==, 4);
  g_assert_cmpuint (g_array_index (pattern->cells, guint, 0), ==, 30);   /* r4c4 */
  g_assert_cmpuint (report->analysis->suggestions->len, >, 0);
  g_assert_cmpuint (g_array_index (report->analysis->suggestions, WpSuggestion, 0).remaining, ==, 1);
  g_ptr_array_unref (collector.reports);
}

/* A discarded run (the grid changed under it) never reports; a timed-out
 * analysis reports what it had, not exact. */
static void
test_analysis_discard_and_timeout (void)
{
  g_autoptr (WpCounter) counter = wp_counter_new ();
  g_autoptr (WpPuzzle) empty = wp_sudoku_new (16, 4, 4);
  Collector collector = { g_ptr_array_new_with_free_func ((GDestroyNotify) wp_count_report_unref) };
  WpAnalysisOptions options = { .cap = 100000000 };
  const WpCountReport *report;

  g_signal_connect (counter, "finished", G_CALLBACK (on_finished), &collector);
  wp_counter_submit_analysis (counter, empty, &options, 0);
  wp_counter_discard (counter);
  wait_until_idle (counter, &collector, 0);
  g_assert_cmpuint (collector.reports->len, ==, 0);

  wp_counter_submit_analysis (counter, empty, &options, 0.2);
  wait_until_idle (counter, &collector, 1);
  g_assert_cmpuint (collector.reports->len, ==, 1);
  report = g_ptr_array_index (collector.reports, 0);
  g_assert_nonnull (report->analysis);
  g_assert_false (report->analysis->exact);
  g_assert_cmpuint (report->analysis->count, >, 1);
  g_ptr_array_unref (collector.reports);
}

/* What a puzzle owes to each rule, counted in the worker: seed 004's band
 * is unique with siteswap lines and has 1728 solutions without; a run
 * discarded for a newer grid never reports. */
static void
test_rule_dependence_run (void)
{
  g_autoptr (WpCounter) counter = wp_counter_new ();
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("sudoku-seed004-band.wellposed");
  g_autoptr (WpPuzzle) empty = wp_sudoku_new (16, 4, 4);
  Collector collector = { g_ptr_array_new_with_free_func ((GDestroyNotify) wp_count_report_unref) };
  const WpCountReport *report;

  g_signal_connect (counter, "finished", G_CALLBACK (on_finished), &collector);
  wp_counter_submit_rule_dependence (counter, empty, 0, 0);
  wp_counter_discard (counter);
  wait_until_idle (counter, &collector, 0);
  g_assert_cmpuint (collector.reports->len, ==, 0);

  wp_counter_submit_rule_dependence (counter, puzzle, 10000, 30);
  wait_until_idle (counter, &collector, 1);
  g_assert_cmpuint (collector.reports->len, ==, 1);
  report = g_ptr_array_index (collector.reports, 0);
  g_assert_no_error (report->error);
  g_assert_null (report->analysis);
  g_assert_nonnull (report->rules);
  g_assert_cmpuint (report->rules->all.count, ==, 1);
  g_assert_cmpuint (report->rules->without->len, ==, 1);
  g_assert_cmpuint (g_array_index (report->rules->without, WpRuleCount, 0).count, ==, 1728);
  g_assert_cmpuint (report->rules->base.count, ==, 1728);
  g_ptr_array_unref (collector.reports);
}

/* --- What is known about uniqueness ------------------------------------------------ */

static void
add_count (WpUniqueness *uniqueness, guint64 count, gboolean exact)
{
  WpSearchResult result = { .count = count, .exact = exact, .stopped = exact ? WP_STOP_NONE : WP_STOP_CAP };

  wp_uniqueness_add_result (uniqueness, &result);
}

static void
assert_words (const WpUniqueness *uniqueness, const char *sentence, const char *phrase)
{
  g_autofree char *described = wp_uniqueness_describe (uniqueness);
  g_autofree char *summarised = wp_uniqueness_summarise (uniqueness);

  g_assert_cmpstr (described, ==, sentence);
  g_assert_cmpstr (summarised, ==, phrase);
}

/* Counts only add: a stopped count is a lower bound, an exhaustive one is
 * final, and the words never claim more than was counted. */
static void
test_uniqueness (void)
{
  WpUniqueness uniqueness = WP_UNIQUENESS_INIT;
  WpUniqueness other = WP_UNIQUENESS_INIT;

  assert_words (&uniqueness, "Uniqueness not yet checked.", "uniqueness not yet checked");
  wp_uniqueness_set_counting (&uniqueness);
  assert_words (&uniqueness, "Uniqueness not yet checked: counting is still running.",
                "uniqueness not yet checked (still counting)");
  add_count (&uniqueness, 1, FALSE);
  assert_words (&uniqueness, "Uniqueness not decided: one solution was found before counting stopped, "
                             "a second was not ruled out.",
                "not decided (one solution found before counting stopped)");
  add_count (&uniqueness, 2, FALSE);   /* the live count stops at 2 */
  assert_words (&uniqueness, "This puzzle has at least 2 solutions; solvers will not find a unique answer.",
                "at least 2 solutions");
  add_count (&uniqueness, 0, FALSE);   /* a count stopped sooner proves less: ignored */
  g_assert_cmpuint (uniqueness.count, ==, 2);
  add_count (&uniqueness, 12, TRUE);
  assert_words (&uniqueness, "This puzzle has exactly 12 solutions; solvers will not find a unique answer.",
                "exactly 12 solutions");
  add_count (&uniqueness, 1000, FALSE);   /* an exhaustive count is final */
  g_assert_cmpuint (uniqueness.count, ==, 12);
  g_assert_false (wp_uniqueness_is_unique (&uniqueness));

  wp_uniqueness_set_counting (&uniqueness);   /* the puzzle changed */
  add_count (&uniqueness, 1, TRUE);
  g_assert_true (wp_uniqueness_is_unique (&uniqueness));
  assert_words (&uniqueness, NULL, NULL);
  wp_uniqueness_set_counting (&uniqueness);
  add_count (&uniqueness, 0, TRUE);
  assert_words (&uniqueness, "This puzzle has no solution.", "no solution");
  wp_uniqueness_set_counting (&uniqueness);
  add_count (&uniqueness, 0, FALSE);
  assert_words (&uniqueness, "Uniqueness not decided: counting stopped before it found a solution.",
                "not decided (no solution found before counting stopped)");

  /* Merging: a running count knows nothing, an invalid puzzle is final. */
  wp_uniqueness_set_counting (&other);
  wp_uniqueness_merge (&uniqueness, &other);
  g_assert_cmpint (uniqueness.state, ==, WP_UNIQUENESS_COUNTED);
  wp_uniqueness_set_invalid (&other, "row 3 has two 5s");
  wp_uniqueness_merge (&uniqueness, &other);
  assert_words (&uniqueness, "This puzzle cannot be checked: row 3 has two 5s", "cannot be checked: row 3 has two 5s");
  wp_uniqueness_copy (&other, &uniqueness);
  g_assert_cmpstr (other.problem, ==, "row 3 has two 5s");
  g_assert_true (other.problem != uniqueness.problem);
  wp_uniqueness_clear (&uniqueness);
  wp_uniqueness_clear (&other);
  g_assert_cmpint (uniqueness.state, ==, WP_UNIQUENESS_UNCHECKED);
}

/* --- The checker: count, then analysis, remembered per grid ------------------- */

static void
wait_for_checker (WpChecker *checker)
{
  gint64 give_up = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  do
    g_main_context_iteration (NULL, FALSE);
  while ((wp_checker_is_counting (checker) || wp_checker_is_analysing (checker)) &&
         g_get_monotonic_time () < give_up);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Two solutions: the count says so, the analysis follows in the second
 * worker; checking the same grid again (Count All, undo) recalls the same
 * analysis, report and all; a clash is not analysed, and says why. */
static void
test_checker (void)
{
  WpAnalysisOptions options = { .cap = 1000, .max_suggestions = 5 };
  g_autoptr (WpChecker) checker = wp_checker_new (&options, 10);
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (EXAMPLE_ONE);
  g_autoptr (WpEdit) clash = wp_edit_new_cell (31, 7);   /* a second 7 in row 4 */
  g_autoptr (WpPuzzle) clashing = NULL;
  WpCountReport *first;

  wp_checker_check (checker, puzzle, 2, 2);
  g_assert_cmpint (wp_checker_get_analysis_state (checker), ==, WP_CHECKER_IDLE);
  wait_for_checker (checker);
  g_assert_cmpuint (wp_checker_get_count_report (checker)->result.count, ==, 2);
  g_assert_cmpint (wp_checker_get_analysis_state (checker), ==, WP_CHECKER_ANALYSED);
  first = wp_checker_get_analysis_report (checker);
  g_assert_true (first->puzzle == puzzle);
  g_assert_cmpuint (first->analysis->count, ==, 2);
  g_assert_true (first->analysis->exact);

  wp_checker_check (checker, puzzle, 1000, 6);
  wait_for_checker (checker);
  g_assert_cmpint (wp_checker_get_analysis_state (checker), ==, WP_CHECKER_ANALYSED);
  g_assert_true (wp_checker_get_analysis_report (checker) == first);   /* recalled, not rerun */

  clashing = wp_puzzle_apply_edit (puzzle, clash, NULL);
  g_assert_nonnull (clashing);
  wp_checker_check (checker, clashing, 2, 2);
  wait_for_checker (checker);
  g_assert_cmpuint (wp_checker_get_count_report (checker)->result.count, ==, 0);
  g_assert_cmpint (wp_checker_get_analysis_state (checker), ==, WP_CHECKER_SKIPPED_CLASH);
  g_assert_null (wp_checker_get_analysis_report (checker));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/counter/counts-snapshot", test_counts_snapshot);
  g_test_add_func ("/counter/invalid-puzzle", test_invalid_puzzle_reports_error);
  g_test_add_func ("/counter/stress", test_stress_only_newest_reported);
  g_test_add_func ("/counter/analysis", test_analysis_run);
  g_test_add_func ("/counter/analysis-discard-timeout", test_analysis_discard_and_timeout);
  g_test_add_func ("/counter/rule-dependence", test_rule_dependence_run);
  g_test_add_func ("/counter/uniqueness", test_uniqueness);
  g_test_add_func ("/counter/checker", test_checker);
  return g_test_run ();
}
