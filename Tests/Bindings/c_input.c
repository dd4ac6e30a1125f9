/* Bad input from C that no binding can send: text that is not UTF-8, and drop types that hold no value.
 *
 *     c_input        (built and run by Tests/Bindings/run.sh against the built library)
 *
 * Each bad call must log exactly one message through g_log and leave the bar working; prints `ok - ...` and
 * `not ok - ...` lines as the other binding tests do. */
#include <segmentkit.h>
#include <stdio.h>
#include <string.h>

static int logged;

static GLogWriterOutput
count_messages (GLogLevelFlags level, const GLogField *fields, gsize n_fields, gpointer data)
{
  (void) level; (void) fields; (void) n_fields; (void) data;
  logged++;
  return G_LOG_WRITER_HANDLED;
}

static int failures;

static void
check (gboolean ok, const char *text)
{
  printf ("%s - c-input: %s\n", ok ? "ok" : "not ok", text);
  if (!ok)
    failures++;
}

int
main (void)
{
  gtk_init ();
  segment_kit_init ();
  g_log_set_writer_func (count_messages, NULL, NULL);
  const char *titles[] = { "Day", "Week", "Month", NULL };
  SegmentBar *bar = SEGMENT_BAR (g_object_ref_sink (segment_bar_new_with_titles (titles)));
  const char invalid[] = { 'A', (char) 0xC1, 'B', 0 };

  logged = 0;
  segment_bar_rename (bar, 1, invalid);
  char **shown = segment_bar_get_titles (bar);
  check (logged == 1, "a title that is not UTF-8 logs one warning");
  check (strcmp (shown[1], "A\xEF\xBF\xBD" "B") == 0, "and is shown with U+FFFD for the invalid byte");
  g_strfreev (shown);

  logged = 0;
  segment_bar_set_item_markup (bar, 0, invalid);
  segment_bar_set_badge_text (bar, 2, invalid);
  check (logged == 2, "markup and badge text that are not UTF-8 log one warning each");

  logged = 0;
  segment_bar_rename (bar, 1, "Week");
  check (logged == 0, "valid text logs nothing");

  GType none[] = { G_TYPE_NONE };
  GType interface[] = { G_TYPE_STRING, G_TYPE_INTERFACE };
  GType strings[] = { G_TYPE_STRING };
  logged = 0;
  segment_bar_setup_extra_drop_target (bar, GDK_ACTION_COPY, none, 1);
  segment_bar_setup_extra_drop_target (bar, GDK_ACTION_COPY, interface, 2);
  check (logged == 2, "drop types that hold no value are one critical each");
  logged = 0;
  segment_bar_setup_extra_drop_target (bar, GDK_ACTION_COPY, strings, 1);
  check (logged == 0, "a string drop type is taken");

  segment_bar_select (bar, 2, FALSE, TRUE);
  check (segment_bar_get_selected (bar) == 2, "the bar works on");
  g_object_unref (bar);
  return failures == 0 ? 0 : 1;
}
