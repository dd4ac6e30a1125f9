/* The gallery's start page built from GTK's own widgets: what GTK needs to show the same content.
 *
 * segment-bench times segment-demo's start against an empty window; this program is the third line of that
 * measurement. It shows what `segment-demo --page scrollable` shows in its first frame, with stock widgets
 * and no SegmentKit: the header bar (a menu button, "Dark" and a switch), a linked row of toggle buttons
 * over the twelve page names, the page's summary, a scrollable GtkNotebook with the page's eighteen tabs
 * (the first one bold at 127 %, with a small bold "5" beside it, as the gallery's selected title and
 * badge), a list of thirty rows under a bold heading, and the dimmed log line. The gallery builds its live controls after its
 * first frame, so they are not here either.
 *
 * `segment-gtk-page WIDTH HEIGHT` opens at that default size, as segment-empty-window does; segment-bench
 * passes the size the demo reports. Like it, it prints "first-frame <ns>" (CLOCK_MONOTONIC) from its first
 * after-paint and exits. The difference from the empty window is what GTK itself costs to lay out and draw
 * this content, text above all (fontconfig, HarfBuzz, FreeType's hinting), which any widget drawing the
 * same text through Pango pays too. When the gallery's start page changes, this program follows it.
 */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static const char *pages[] = {
  "Underline", "Scrollable", "Capsule", "Icons", "Cursor", "Pages", "Lazy", "Builder", "Tabs", "Rich", "Many",
  "Vertical",
};

/* The page the gallery is timed on, `scrollable`. */
#define START_PAGE 1

static const char *tabs[] = {
  "Headlines", "Technology", "Sports", "Finance", "Entertainment", "Travel", "Food", "Science", "Health",
  "Education", "Cars", "Games", "Fashion", "Books", "History", "Culture", "Weather", "Photography",
};

static void
after_paint (GdkFrameClock *clock, gpointer data)
{
  struct timespec now;

  clock_gettime (CLOCK_MONOTONIC, &now);
  printf ("first-frame %llu\n",
          (unsigned long long) now.tv_sec * 1000000000ull + (unsigned long long) now.tv_nsec);
  fflush (stdout);
  exit (0);
}

/* The gallery builds its theme list when the button first opens, so this one does too. */
static void
create_popup (GtkMenuButton *button, gpointer data)
{
  GtkWidget *popover = gtk_popover_new ();

  gtk_popover_set_child (GTK_POPOVER (popover), gtk_label_new ("Default"));
  gtk_menu_button_set_popover (button, popover);
}

static GtkWidget *
bold_label (const char *text, double scale)
{
  GtkWidget *label = gtk_label_new (text);
  PangoAttrList *attributes = pango_attr_list_new ();

  pango_attr_list_insert (attributes, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
  if (scale != 1.0)
    pango_attr_list_insert (attributes, pango_attr_scale_new (scale));
  gtk_label_set_attributes (GTK_LABEL (label), attributes);
  pango_attr_list_unref (attributes);
  return label;
}

static GtkWidget *
list_page (const char *title)
{
  GtkWidget *rows = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *heading = bold_label (title, 1.0);
  GtkWidget *scroller;

  gtk_widget_set_margin_top (heading, 12);
  gtk_widget_set_margin_bottom (heading, 6);
  gtk_box_append (GTK_BOX (rows), heading);
  for (int row = 1; row <= 30; row++)
    {
      char text[64];
      GtkWidget *label;

      snprintf (text, sizeof text, "%s — item %d", title, row);
      label = gtk_label_new (text);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_margin_start (label, 6);
      gtk_widget_set_margin_top (label, 6);
      gtk_widget_set_margin_bottom (label, 6);
      gtk_box_append (GTK_BOX (rows), label);
    }
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), rows);
  gtk_widget_set_vexpand (scroller, TRUE);
  return scroller;
}

/* A tab's label: the first tab's title is the gallery's selected one, bold at 127 % with its count badge. */
static GtkWidget *
tab_label (guint index)
{
  GtkWidget *tab = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);

  if (index == 0)
    {
      gtk_box_append (GTK_BOX (tab), bold_label (tabs[index], 1.27));
      gtk_box_append (GTK_BOX (tab), bold_label ("5", 0.8));
    }
  else
    gtk_box_append (GTK_BOX (tab), gtk_label_new (tabs[index]));
  return tab;
}

/* The start page: summary, tabs over their pages, log line. */
static GtkWidget *
start_page (void)
{
  GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *summary, *notebook, *log;

  gtk_widget_set_margin_start (page, 18);
  gtk_widget_set_margin_end (page, 18);
  gtk_widget_set_margin_bottom (page, 18);
  summary = gtk_label_new ("XKCollectionView: fitted widths, a larger bold selected title, a centred fixed-width indicator.");
  gtk_widget_add_css_class (summary, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (summary), 0);
  gtk_box_append (GTK_BOX (page), summary);

  notebook = gtk_notebook_new ();
  gtk_notebook_set_scrollable (GTK_NOTEBOOK (notebook), TRUE);
  /* The gallery makes a page when it first shows: only the first one is built here too. */
  for (guint t = 0; t < G_N_ELEMENTS (tabs); t++)
    gtk_notebook_append_page (GTK_NOTEBOOK (notebook),
                              t == 0 ? list_page (tabs[t]) : gtk_box_new (GTK_ORIENTATION_VERTICAL, 0),
                              tab_label (t));
  gtk_widget_set_vexpand (notebook, TRUE);
  gtk_box_append (GTK_BOX (page), notebook);

  log = gtk_label_new ("Click a segment, drag the indicator, swipe the pages, or use the arrow keys.");
  gtk_widget_add_css_class (log, "dim-label");
  gtk_label_set_ellipsize (GTK_LABEL (log), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (page), log);
  return page;
}

int
main (int argc, char **argv)
{
  GtkWidget *window, *header, *themes, *dark, *column, *stack, *switcher;

  if (!gtk_init_check ())
    {
      fprintf (stderr, "segment-gtk-page: cannot open a display\n");
      return 1;
    }
  window = gtk_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), "SegmentKit gallery");
  if (argc == 3)
    gtk_window_set_default_size (GTK_WINDOW (window), atoi (argv[1]), atoi (argv[2]));

  header = gtk_header_bar_new ();
  themes = gtk_menu_button_new ();
  gtk_menu_button_set_label (GTK_MENU_BUTTON (themes), "Default");
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (themes), create_popup, NULL, NULL);
  gtk_header_bar_pack_start (GTK_HEADER_BAR (header), themes);
  dark = gtk_switch_new ();
  gtk_widget_set_valign (dark, GTK_ALIGN_CENTER);
  gtk_header_bar_pack_end (GTK_HEADER_BAR (header), dark);
  gtk_header_bar_pack_end (GTK_HEADER_BAR (header), gtk_label_new ("Dark"));
  gtk_window_set_titlebar (GTK_WINDOW (window), header);

  column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  stack = gtk_stack_new ();
  /* A linked row of grouped toggle buttons, what GtkStackSwitcher is made of, but as wide as their names as
   * in the gallery's switcher: GtkStackSwitcher makes all twelve as wide as the widest, wider than the window. */
  switcher = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_add_css_class (switcher, "linked");
  gtk_widget_set_halign (switcher, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (switcher, 12);
  gtk_widget_set_margin_bottom (switcher, 6);
  gtk_box_append (GTK_BOX (column), switcher);
  gtk_widget_set_vexpand (stack, TRUE);
  gtk_box_append (GTK_BOX (column), stack);
  gtk_window_set_child (GTK_WINDOW (window), column);

  /* The other pages' holders stay empty, as the gallery's do until after its first frame. */
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      GtkWidget *page = i == START_PAGE ? start_page () : gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      GtkWidget *button = gtk_toggle_button_new_with_label (pages[i]);

      gtk_stack_add_titled (GTK_STACK (stack), page, pages[i], pages[i]);
      if (i > 0)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), GTK_TOGGLE_BUTTON (gtk_widget_get_first_child (switcher)));
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), i == START_PAGE);
      gtk_box_append (GTK_BOX (switcher), button);
      if (i == START_PAGE)
        gtk_stack_set_visible_child (GTK_STACK (stack), page);
    }

  gtk_window_present (GTK_WINDOW (window));
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint", G_CALLBACK (after_paint), NULL);
  for (;;)
    g_main_context_iteration (NULL, TRUE);
}
