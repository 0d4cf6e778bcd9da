/* wp-cli-grade.c — the grade of a unique puzzle, as the commands print it */
#include "cli/wp-cli-grade.h"

#include <glib/gi18n.h>

WpGrade *
wp_cli_grade (const WpPuzzle *puzzle, WpSearch *search)
{
  g_autoptr (GError) error = NULL;
  WpGrade *grade = wp_grade_puzzle (puzzle, NULL, search, &error);

  if (grade == NULL && error)
    g_printerr ("wellposed-cli: %s\n", error->message);
  return grade;
}

void
wp_cli_print_grade (const WpGrade *grade, gboolean steps)
{
  char score[G_ASCII_DTOSTR_BUF_SIZE];

  g_ascii_formatd (score, sizeof score, "%.1f", grade->score);
  g_print ("grade: %s %s — %s\n", grade->level->id, score, grade->summary);
  if (grade->mean_guesses >= 0 && !g_str_equal (grade->scale, "guesses"))
    g_print ("guesses: %.1f on average over %u runs\n", grade->mean_guesses, grade->runs);
  if (grade->steps == NULL)
    return;
  if (!grade->complete)
    g_print ("path: stops after %u steps; the rest needs trial and error\n", grade->steps->len);
  for (guint i = 0; steps && i < grade->steps->len; i++)
    g_print ("step %u: %s\n", i + 1, ((WpGradeStep *) g_ptr_array_index (grade->steps, i))->text);
}

static void
add_step (JsonBuilder *builder, const WpPuzzle *puzzle, const WpGradeStep *step)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "technique");
  json_builder_add_string_value (builder, step->technique);
  json_builder_set_member_name (builder, "text");
  json_builder_add_string_value (builder, step->text);
  json_builder_set_member_name (builder, "cells");
  json_builder_begin_array (builder);
  for (guint c = 0; c < step->cells->len; c++)
    {
      guint cell = g_array_index (step->cells, guint, c);
      g_autofree char *name = wp_cell_name (cell / puzzle->width, cell % puzzle->width);

      json_builder_add_string_value (builder, name);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

void
wp_cli_add_grade_json (JsonBuilder *builder, const WpPuzzle *puzzle, const WpGrade *grade)
{
  if (grade == NULL)
    return;
  json_builder_set_member_name (builder, "grade");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "scale");
  json_builder_add_string_value (builder, grade->scale);
  json_builder_set_member_name (builder, "level");
  json_builder_add_string_value (builder, grade->level->id);
  json_builder_set_member_name (builder, "score");
  json_builder_add_double_value (builder, grade->score);
  json_builder_set_member_name (builder, "hardest");
  json_builder_add_string_value (builder, grade->hardest);
  json_builder_set_member_name (builder, "summary");
  json_builder_add_string_value (builder, grade->summary);
  json_builder_set_member_name (builder, "complete");
  json_builder_add_boolean_value (builder, grade->complete);
  if (grade->mean_guesses >= 0)
    {
      json_builder_set_member_name (builder, "mean_guesses");
      json_builder_add_double_value (builder, grade->mean_guesses);
      json_builder_set_member_name (builder, "runs");
      json_builder_add_int_value (builder, grade->runs);
    }
  if (grade->steps)
    {
      json_builder_set_member_name (builder, "steps");
      json_builder_begin_array (builder);
      for (guint i = 0; i < grade->steps->len; i++)
        add_step (builder, puzzle, g_ptr_array_index (grade->steps, i));
      json_builder_end_array (builder);
    }
  json_builder_end_object (builder);
}
