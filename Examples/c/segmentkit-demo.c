/*
 * SegmentKit from C: a window with a capsule SegmentBar filtering a SegmentedPager whose pages are made lazily.
 *
 *   cc segmentkit-demo.c $(pkg-config --cflags --libs segmentkit-1) -o segmentkit-demo
 *
 * `--self-test` checks the widgets from inside the app and prints one `ok`/`not ok` line per check.
 */
#include <segmentkit.h>
#include <stdio.h>
#include <string.h>

typedef struct {
  GtkWidget *window;
  GtkWidget *bar;
  GtkWidget *pager;
  GArray *made;          /* pages the page function made, in order */
  guint changes;         /* selection-changed emissions */
  guint last_change;
  guint destroyed_data;  /* times the page function's data was freed */
  guint dropped_on;      /* the segment extra-drag-drop last took text on */
  char *dropped;         /* that text */
} Demo;

static int failed;

/* A C subclass of SegmentBar that replaces the class handler of selection-changed, as GTK subclasses do,
 * declared the usual way (G_DECLARE_FINAL_TYPE needs the header's g_autoptr support for its parent). */
#define COUNTING_TYPE_BAR (counting_bar_get_type ())
G_DECLARE_FINAL_TYPE (CountingBar, counting_bar, COUNTING, BAR, SegmentBar)

struct _CountingBar {
  SegmentBar parent_instance;
  guint handled;
  guint last;
};

G_DEFINE_TYPE (CountingBar, counting_bar, SEGMENT_TYPE_BAR)

static void
counting_bar_selection_changed (SegmentBar *bar, guint index)
{
  CountingBar *self = (CountingBar *) bar;
  self->handled++;
  self->last = index;
  /* Chaining up is always safe: SegmentKit's own class handlers do nothing. */
  SEGMENT_BAR_CLASS (counting_bar_parent_class)->selection_changed (bar, index);
}

static void
counting_bar_class_init (CountingBarClass *klass)
{
  SEGMENT_BAR_CLASS (klass)->selection_changed = counting_bar_selection_changed;
}

static void
counting_bar_init (CountingBar *self)
{
}

static void
check (gboolean condition, const char *description)
{
  printf ("%s - c: %s\n", condition ? "ok" : "not ok", description);
  fflush (stdout);
  if (!condition)
    failed++;
}

static GtkWidget *
make_page (guint index, gpointer user_data)
{
  Demo *demo = user_data;
  g_array_append_val (demo->made, index);
  char *text = g_strdup_printf ("Page %u", index);
  GtkWidget *label = gtk_label_new (text);   /* floating: the pager takes it over */
  g_free (text);
  return label;
}

static void
free_page_data (gpointer user_data)
{
  ((Demo *) user_data)->destroyed_data++;
}

static void
on_selection_changed (SegmentedPager *pager, guint index, gpointer user_data)
{
  Demo *demo = user_data;
  demo->changes++;
  demo->last_change = index;
}

static void
iterate (double seconds)
{
  gint64 end = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

/* Runs the main loop until *count reaches at least want, or ten seconds pass, then a little longer for what
 * should not happen. The first frame may take a while (GTK's GL renderer compiles its shaders on a first run),
 * and the neighbour page is made only after it: a fixed wait saw only the first page. */
static void
iterate_until_count (const guint *count, guint want)
{
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (*count < want && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  iterate (0.1);
}

static guint criticals, warnings;

/* extra-drag-drop: records where the value was dropped and takes text. */
static gboolean
on_extra_drag_drop (SegmentBar *bar, guint index, GValue *value, gpointer data)
{
  Demo *demo = data;
  if (!G_VALUE_HOLDS_STRING (value))
    return FALSE;
  demo->dropped_on = index;
  g_free (demo->dropped);
  demo->dropped = g_value_dup_string (value);
  return TRUE;
}

/* How many GtkDropTargets the widget has; `n_types` (if not NULL) is how many types the first takes. */
static guint
count_drop_targets (GtkWidget *widget, gsize *n_types)
{
  GListModel *controllers = gtk_widget_observe_controllers (widget);
  guint found = 0;
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      GObject *controller = g_list_model_get_item (controllers, i);
      if (GTK_IS_DROP_TARGET (controller) && found++ == 0 && n_types != NULL)
        gtk_drop_target_get_gtypes (GTK_DROP_TARGET (controller), n_types);
      g_object_unref (controller);
    }
  g_object_unref (controllers);
  return found;
}

static void
count_critical (const char *domain, GLogLevelFlags level, const char *message, gpointer data)
{
  if (level & G_LOG_LEVEL_WARNING)
    warnings++;
  else
    criticals++;
}

/* A page function that returns something other than a widget: the pager shows a placeholder, with a critical. */
static GtkWidget *
not_a_widget_page (guint index, gpointer data)
{
  return (GtkWidget *) g_object_new (G_TYPE_OBJECT, NULL);
}

static void
self_test (Demo *demo)
{
  gtk_window_present (GTK_WINDOW (demo->window));
  iterate_until_count (&demo->made->len, 2);
  check (gtk_widget_get_mapped (demo->pager) && gtk_widget_get_width (demo->bar) > 0, "the bar and the pager show");
  check (demo->made->len == 2, "only the visible page and its neighbour were made");

  segmented_pager_select (SEGMENTED_PAGER (demo->pager), 40, FALSE, TRUE);
  iterate (0.3);
  check (demo->changes == 1 && demo->last_change == 40, "select(40) emits selection-changed once");
  check (segmented_pager_get_page (SEGMENTED_PAGER (demo->pager), 40) != NULL, "page 40 was made when shown");

  segment_bar_set_badge_count (SEGMENT_BAR (demo->bar), 1, 7);
  segment_bar_set_icon (SEGMENT_BAR (demo->bar), 2, "starred-symbolic", NULL);
  segment_bar_rename (SEGMENT_BAR (demo->bar), 0, "Everything");
  char *title = segment_bar_get_title (SEGMENT_BAR (demo->bar), 0);
  check (g_strcmp0 (title, "Everything") == 0, "rename round-trips");
  g_free (title);

  segment_bar_set_activation_mode (SEGMENT_BAR (demo->bar), SEGMENT_ACTIVATION_MODE_MANUAL);
  check (segment_bar_get_activation_mode (SEGMENT_BAR (demo->bar)) == SEGMENT_ACTIVATION_MODE_MANUAL,
         "activation mode round-trips");

  segment_bar_set_segments_per_view (SEGMENT_BAR (demo->bar), 4);
  check (segment_bar_get_segments_per_view (SEGMENT_BAR (demo->bar)) == 4
         && segment_bar_get_segment_width (SEGMENT_BAR (demo->bar)) == 0, "four per view round-trips");
  segment_bar_set_segment_width (SEGMENT_BAR (demo->bar), 96);
  check (segment_bar_get_segment_width (SEGMENT_BAR (demo->bar)) == 96
         && segment_bar_get_segments_per_view (SEGMENT_BAR (demo->bar)) == 0, "a fixed width replaces it");
  segment_bar_set_segment_width (SEGMENT_BAR (demo->bar), 0);
  segment_bar_set_selects_on_press (SEGMENT_BAR (demo->bar), TRUE);
  segment_bar_set_drags_tracker_from_anywhere (SEGMENT_BAR (demo->bar), TRUE);
  check (segment_bar_get_selects_on_press (SEGMENT_BAR (demo->bar))
         && segment_bar_get_drags_tracker_from_anywhere (SEGMENT_BAR (demo->bar)), "press options round-trip");

  GdkPaintable *background = gdk_paintable_new_empty (40, 20);
  segment_bar_set_background_image (SEGMENT_BAR (demo->bar), background);
  g_object_unref (background);
  check (segment_bar_get_background_image (SEGMENT_BAR (demo->bar)) == background, "the bar keeps its background image");
  segment_bar_set_background_image (SEGMENT_BAR (demo->bar), NULL);
  check (segment_bar_get_background_image (SEGMENT_BAR (demo->bar)) == NULL, "NULL removes it");

  GError *error = NULL;
  gboolean loaded = segment_bar_set_tracker_image (SEGMENT_BAR (demo->bar), "/nonexistent.png", &error);
  check (!loaded && g_error_matches (error, SEGMENT_KIT_ERROR, SEGMENT_KIT_ERROR_IMAGE),
         "a missing tracker image is FALSE with a GError");
  g_clear_error (&error);
  check (!segment_bar_set_style_name (SEGMENT_BAR (demo->bar), NULL, &error)
           && g_error_matches (error, SEGMENT_KIT_ERROR, SEGMENT_KIT_ERROR_UNKNOWN_STYLE)
           && strstr (error->message, "NULL") != NULL,
         "a NULL style name is FALSE with a GError that says so");
  g_clear_error (&error);

  GTypeQuery query;
  g_type_query (SEGMENT_TYPE_BAR, &query);
  check (query.class_size == sizeof (SegmentBarClass) && query.instance_size == sizeof (SegmentBar),
         "SegmentBarClass and SegmentBar in the header have the registered sizes");
  g_type_query (PAGED_TYPE_STACK, &query);
  check (query.class_size == sizeof (PagedStackClass) && query.instance_size == sizeof (PagedStack),
         "PagedStackClass and PagedStack in the header have the registered sizes");
  g_type_query (SEGMENTED_TYPE_PAGER, &query);
  check (query.class_size == sizeof (SegmentedPagerClass) && query.instance_size == sizeof (SegmentedPager),
         "SegmentedPagerClass and SegmentedPager in the header have the registered sizes");

  CountingBar *counting = g_object_ref_sink (g_object_new (COUNTING_TYPE_BAR, NULL));
  const char *three[] = { "One", "Two", "Three", NULL };
  segment_bar_set_titles (SEGMENT_BAR (counting), three);
  counting->handled = 0;
  segment_bar_select (SEGMENT_BAR (counting), 2, FALSE, TRUE);
  check (counting->handled == 1 && counting->last == 2, "a C subclass's selection_changed class handler runs once");
  g_object_unref (counting);

  /* Programmer errors: one critical each, nothing changes. */
  guint handler = g_log_set_handler ("SegmentKit", G_LOG_LEVEL_CRITICAL, count_critical, NULL);
  criticals = 0;
  segment_bar_select (NULL, 0, FALSE, TRUE);
  segment_bar_select ((SegmentBar *) demo->pager, 0, FALSE, TRUE);
  segmented_pager_select (SEGMENTED_PAGER (demo->pager), 5000, FALSE, TRUE);
  segment_bar_set_segment_width (SEGMENT_BAR (demo->bar), -1);
  segment_bar_set_segments_per_view (SEGMENT_BAR (demo->bar), 5000);
  segmented_pager_set_pages (SEGMENTED_PAGER (demo->pager), NULL, G_MAXUINT); /* refused at once, not counted */
  g_log_remove_handler ("SegmentKit", handler);
  check (criticals == 6 && segmented_pager_get_selected (SEGMENTED_PAGER (demo->pager)) == 40
         && segment_bar_get_segment_width (SEGMENT_BAR (demo->bar)) == 0
         && segment_bar_get_segments_per_view (SEGMENT_BAR (demo->bar)) == 0,
         "NULL, wrong-type and out-of-range calls log one critical each and change nothing");

  /* Drops of the app's own values on segments: a GValue handler, and bad calls that keep the target as it was. */
  GType text[] = { G_TYPE_STRING };
  segment_bar_setup_extra_drop_target (SEGMENT_BAR (demo->bar), GDK_ACTION_COPY, text, 1);
  g_signal_connect (demo->bar, "extra-drag-drop", G_CALLBACK (on_extra_drag_drop), demo);
  GValue snippet = G_VALUE_INIT;
  g_value_init (&snippet, G_TYPE_STRING);
  g_value_set_string (&snippet, "snippet");
  gboolean taken = FALSE;
  g_signal_emit_by_name (demo->bar, "extra-drag-drop", 2, &snippet, &taken);
  g_value_unset (&snippet);
  check (taken && demo->dropped_on == 2 && g_strcmp0 (demo->dropped, "snippet") == 0,
         "extra-drag-drop passes the segment and the GValue to a C handler, whose TRUE takes the drop");
  GType invalid[] = { G_TYPE_STRING, G_TYPE_INVALID };
  handler = g_log_set_handler ("SegmentKit", G_LOG_LEVEL_CRITICAL, count_critical, NULL);
  criticals = 0;
  segment_bar_setup_extra_drop_target (SEGMENT_BAR (demo->bar), GDK_ACTION_COPY, NULL, 2);
  segment_bar_setup_extra_drop_target (SEGMENT_BAR (demo->bar), GDK_ACTION_COPY, invalid, 2);
  segment_bar_setup_extra_drop_target (SEGMENT_BAR (demo->bar), GDK_ACTION_COPY, text, 65);
  g_log_remove_handler ("SegmentKit", handler);
  check (criticals == 3 && count_drop_targets (demo->bar, NULL) == 1,
         "NULL, invalid or too many drop types log one critical each and keep the drop target");
  /* Objects of the wrong type, as a mix-up in gtk_builder_get_object() gives them: one critical each, nothing kept
   * (kept, they crashed the app at their first use). */
  GObject *not_a_widget = g_object_new (G_TYPE_OBJECT, NULL);
  GtkWidget *not_a_model = g_object_ref_sink (gtk_label_new ("not a menu"));
  GtkWidget *odd_pages[] = { (GtkWidget *) not_a_widget };
  guint n_items = segmented_pager_get_n_items (SEGMENTED_PAGER (demo->pager));
  GtkWidget *odd_pager = g_object_ref_sink (segmented_pager_new ());
  const char *one[] = { "One", NULL };
  segmented_pager_set_titles (SEGMENTED_PAGER (odd_pager), one);
  handler = g_log_set_handler ("SegmentKit", G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING, count_critical, NULL);
  criticals = warnings = 0;
  segment_bar_set_menu_model (SEGMENT_BAR (demo->bar), (GMenuModel *) not_a_model);
  segment_bar_set_start_action_widget (SEGMENT_BAR (demo->bar), (GtkWidget *) not_a_widget);
  segment_bar_set_end_action_widget (SEGMENT_BAR (demo->bar), (GtkWidget *) not_a_widget);
  segmented_pager_insert (SEGMENTED_PAGER (demo->pager), 0, "Odd", (GtkWidget *) not_a_widget);
  segmented_pager_set_pages (SEGMENTED_PAGER (demo->pager), odd_pages, 1);
  segmented_pager_set_page_func (SEGMENTED_PAGER (odd_pager), not_a_widget_page, NULL, NULL);
  GtkWidget *placeholder = segmented_pager_get_page (SEGMENTED_PAGER (odd_pager), 0);
  g_log_remove_handler ("SegmentKit", handler);
  check (criticals == 5 && warnings == 1 && segment_bar_get_menu_model (SEGMENT_BAR (demo->bar)) == NULL
         && segment_bar_get_start_action_widget (SEGMENT_BAR (demo->bar)) == NULL
         && segment_bar_get_end_action_widget (SEGMENT_BAR (demo->bar)) == NULL
         && segmented_pager_get_n_items (SEGMENTED_PAGER (demo->pager)) == n_items
         && (placeholder == NULL || GTK_IS_WIDGET (placeholder)),
         "a menu model, action widget or page of the wrong type logs one critical each (a page function's, one warning) and is not kept");
  g_object_unref (odd_pager);
  g_object_unref (not_a_model);
  g_object_unref (not_a_widget);

  segment_bar_setup_extra_drop_target (SEGMENT_BAR (demo->bar), GDK_ACTION_COPY | GDK_ACTION_ASK, NULL, 0);
  gsize n_types = G_MAXSIZE;
  check (count_drop_targets (demo->bar, &n_types) == 1 && n_types == 0,
         "no drop types: the bar's one drop target takes nothing");

  gtk_window_destroy (GTK_WINDOW (demo->window));
  iterate (0.1);
  check (demo->destroyed_data == 1, "the page function's destroy notify ran once");
}

static void
activate (GtkApplication *app, gpointer user_data)
{
  Demo *demo = user_data;
  demo->window = gtk_application_window_new (app);
  gtk_window_set_title (GTK_WINDOW (demo->window), "SegmentKit from C");
  gtk_window_set_default_size (GTK_WINDOW (demo->window), 480, 360);

  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  const char *filters[] = { "All", "Unread", "Flagged", NULL };
  demo->bar = segment_bar_new_with_titles (filters);
  segment_bar_set_style_name (SEGMENT_BAR (demo->bar), "capsule", NULL);
  gtk_widget_set_halign (demo->bar, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), demo->bar);

  demo->pager = segmented_pager_new ();
  GPtrArray *titles = g_ptr_array_new_with_free_func (g_free);
  for (int i = 0; i < 100; i++)
    g_ptr_array_add (titles, g_strdup_printf ("Tab %d", i));
  g_ptr_array_add (titles, NULL);
  segmented_pager_set_titles (SEGMENTED_PAGER (demo->pager), (const char * const *) titles->pdata);
  g_ptr_array_unref (titles);
  segmented_pager_set_style_name (SEGMENTED_PAGER (demo->pager), "scrollable", NULL);
  segmented_pager_set_page_func (SEGMENTED_PAGER (demo->pager), make_page, demo, free_page_data);
  g_signal_connect (demo->pager, "selection-changed", G_CALLBACK (on_selection_changed), demo);
  gtk_widget_set_vexpand (demo->pager, TRUE);
  gtk_box_append (GTK_BOX (box), demo->pager);
  gtk_window_set_child (GTK_WINDOW (demo->window), box);

  if (g_object_get_data (G_OBJECT (app), "self-test"))
    self_test (demo);
  else
    gtk_window_present (GTK_WINDOW (demo->window));
}

int
main (int argc, char **argv)
{
  Demo demo = { .made = g_array_new (FALSE, FALSE, sizeof (guint)) };
  GtkApplication *app = gtk_application_new ("org.segmentkit.DemoC", G_APPLICATION_DEFAULT_FLAGS);
  if (argc > 1 && strcmp (argv[1], "--self-test") == 0)
    g_object_set_data (G_OBJECT (app), "self-test", GINT_TO_POINTER (1));
  g_signal_connect (app, "activate", G_CALLBACK (activate), &demo);
  int status = g_application_run (G_APPLICATION (app), 1, argv);
  g_object_unref (app);
  g_array_unref (demo.made);
  g_free (demo.dropped);
  return status != 0 || failed != 0;
}
