/*
 * CGtk: the thin C face of GTK 4.8 that Swift can import.
 *
 * Swift imports GTK's functions directly. What it cannot import are macros
 * (G_CALLBACK, G_TYPE_*, the GTK_WIDGET() casts) and variadic functions.
 * Each helper below replaces exactly one of those and does nothing else, so
 * this file stays a list of small, obvious shims.
 */
#ifndef SEGMENTKIT_CGTK_SHIM_H
#define SEGMENTKIT_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <locale.h>
#include <libintl.h>
/* mallinfo2(): the heap in use, exact to the byte, for the tests that show a repeated edit keeps no memory. */
#include <malloc.h>

/* g_signal_connect_data() with the handler as a plain pointer, because
 * G_CALLBACK() is a macro. The closure data is released by `notify`. */
static inline gulong cgtk_signal_connect(gpointer instance, const char *signal,
                                         gpointer handler, gpointer data,
                                         GClosureNotify notify) {
    return g_signal_connect_data(instance, signal, (GCallback)handler, data,
                                 notify, (GConnectFlags)0);
}

/* g_log() is variadic: logs one preformatted message in SegmentKit's domain,
 * so log handlers, G_MESSAGES_DEBUG and G_DEBUG=fatal-* see it. */
static inline void cgtk_log(GLogLevelFlags level, const char *message) {
    g_log("SegmentKit", level, "%s", message);
}

/* g_strdup_printf() is variadic: `count` as the user's locale writes numbers,
 * with its thousands separator and grouping (printf's ' flag). g_free() it. */
static inline gchar *cgtk_format_count(gint64 count) {
    return g_strdup_printf("%'" G_GINT64_FORMAT, count);
}

/* glibc's dladdr() and its Dl_info, which <dlfcn.h> declares only under
 * _GNU_SOURCE, a macro a Clang module cannot set for the C library's own
 * headers. Same layout and symbol; SegmentKit asks it which file its code was
 * loaded from, to find its translations next to it. */
typedef struct {
    const char *dli_fname;
    void *dli_fbase;
    const char *dli_sname;
    void *dli_saddr;
} cgtk_dl_info;
extern int cgtk_dladdr(const void *address, cgtk_dl_info *info) __asm__("dladdr");

/* dlsym(), which the Swift module may not see either; a null handle is glibc's
 * RTLD_DEFAULT, every library the process has loaded. SegmentKit looks up
 * libadwaita's style manager with it in apps that use libadwaita, which
 * SegmentKit does not link. */
extern void *cgtk_dlsym(void *handle, const char *symbol) __asm__("dlsym");

/* Fundamental GTypes are macros built from G_TYPE_MAKE_FUNDAMENTAL(). */
static inline GType cgtk_type_none(void) { return G_TYPE_NONE; }
static inline GType cgtk_type_uint(void) { return G_TYPE_UINT; }
static inline GType cgtk_type_int(void) { return G_TYPE_INT; }
static inline GType cgtk_type_double(void) { return G_TYPE_DOUBLE; }
static inline GType cgtk_type_string(void) { return G_TYPE_STRING; }
static inline GType cgtk_type_boolean(void) { return G_TYPE_BOOLEAN; }
static inline GType cgtk_type_flags(void) { return G_TYPE_FLAGS; }
static inline GType cgtk_type_object(void) { return G_TYPE_OBJECT; }
static inline GType cgtk_type_boxed(void) { return G_TYPE_BOXED; }
static inline GType cgtk_type_param(void) { return G_TYPE_PARAM; }
static inline GType cgtk_type_variant(void) { return G_TYPE_VARIANT; }

/* gtk_test_init() is variadic; this is what it does for a test binary. */
static inline gboolean cgtk_test_init_check(void) {
    gtk_disable_setlocale();
    setlocale(LC_ALL, "C.UTF-8");
    return gtk_init_check();
}

/* The `gtk-enable-animations` setting, read through a GValue because
 * g_object_get() is variadic. */
static inline gboolean cgtk_animations_enabled(GtkWidget *widget) {
    GtkSettings *settings = gtk_widget_get_settings(widget);
    GValue value = G_VALUE_INIT;
    g_value_init(&value, G_TYPE_BOOLEAN);
    g_object_get_property(G_OBJECT(settings), "gtk-enable-animations", &value);
    gboolean enabled = g_value_get_boolean(&value);
    g_value_unset(&value);
    return enabled;
}

/* An integer setting of the widget's GtkSettings, such as `gtk-dnd-drag-threshold` or
 * `gtk-double-click-time` (g_object_get() is variadic). */
static inline gint cgtk_settings_int(GtkWidget *widget, const char *name) {
    GtkSettings *settings = gtk_widget_get_settings(widget);
    GValue value = G_VALUE_INIT;
    g_value_init(&value, G_TYPE_INT);
    g_object_get_property(G_OBJECT(settings), name, &value);
    gint result = g_value_get_int(&value);
    g_value_unset(&value);
    return result;
}

/* A string setting of `settings`, such as `gtk-theme-name`, newly allocated (free with g_free), or NULL
 * (g_object_get() is variadic). */
static inline char *cgtk_settings_string(GtkSettings *settings, const char *name) {
    GValue value = G_VALUE_INIT;
    g_value_init(&value, G_TYPE_STRING);
    g_object_get_property(G_OBJECT(settings), name, &value);
    char *result = g_value_dup_string(&value);
    g_value_unset(&value);
    return result;
}

/* Sets a boolean GObject property (g_object_set() is variadic). */
static inline void cgtk_set_bool_property(gpointer object, const char *name, gboolean v) {
    GValue value = G_VALUE_INIT;
    g_value_init(&value, G_TYPE_BOOLEAN);
    g_value_set_boolean(&value, v);
    g_object_set_property(G_OBJECT(object), name, &value);
    g_value_unset(&value);
}

/* Sets a string GObject property (g_object_set() is variadic). */
static inline void cgtk_set_string_property(gpointer object, const char *name, const char *v) {
    GValue value = G_VALUE_INIT;
    g_value_init(&value, G_TYPE_STRING);
    g_value_set_string(&value, v);
    g_object_set_property(G_OBJECT(object), name, &value);
    g_value_unset(&value);
}

/* Emits a signal whose only argument after the instance is a guint,
 * through g_signal_emitv (g_signal_emit is variadic). */
static inline void cgtk_emit_uint(gpointer instance, guint signal_id, guint arg) {
    GValue params[2] = { G_VALUE_INIT, G_VALUE_INIT };
    g_value_init(&params[0], G_TYPE_FROM_INSTANCE(instance));
    g_value_set_object(&params[0], instance);
    g_value_init(&params[1], G_TYPE_UINT);
    g_value_set_uint(&params[1], arg);
    g_signal_emitv(params, signal_id, 0, NULL);
    g_value_unset(&params[0]);
    g_value_unset(&params[1]);
}

/* Emits a signal whose two arguments after the instance are guints (g_signal_emit is variadic). */
static inline void cgtk_emit_uint_uint(gpointer instance, guint signal_id, guint first, guint second) {
    GValue params[3] = { G_VALUE_INIT, G_VALUE_INIT, G_VALUE_INIT };
    g_value_init(&params[0], G_TYPE_FROM_INSTANCE(instance));
    g_value_set_object(&params[0], instance);
    g_value_init(&params[1], G_TYPE_UINT);
    g_value_set_uint(&params[1], first);
    g_value_init(&params[2], G_TYPE_UINT);
    g_value_set_uint(&params[2], second);
    g_signal_emitv(params, signal_id, 0, NULL);
    for (int i = 0; i < 3; i++) g_value_unset(&params[i]);
}

/* Emits a signal taking a guint and returning a gboolean (stopped by the first TRUE); returns the answer. */
static inline gboolean cgtk_emit_uint_boolean(gpointer instance, guint signal_id, guint arg) {
    GValue params[2] = { G_VALUE_INIT, G_VALUE_INIT };
    GValue answer = G_VALUE_INIT;
    g_value_init(&params[0], G_TYPE_FROM_INSTANCE(instance));
    g_value_set_object(&params[0], instance);
    g_value_init(&params[1], G_TYPE_UINT);
    g_value_set_uint(&params[1], arg);
    g_value_init(&answer, G_TYPE_BOOLEAN);
    g_signal_emitv(params, signal_id, 0, &answer);
    gboolean handled = g_value_get_boolean(&answer);
    g_value_unset(&params[0]);
    g_value_unset(&params[1]);
    g_value_unset(&answer);
    return handled;
}

/* Emits a signal taking a guint and a GValue and returning a gboolean (stopped by the first TRUE); returns the
 * answer. */
static inline gboolean cgtk_emit_uint_value_boolean(gpointer instance, guint signal_id, guint arg,
                                                    const GValue *value) {
    GValue params[3] = { G_VALUE_INIT, G_VALUE_INIT, G_VALUE_INIT };
    GValue answer = G_VALUE_INIT;
    g_value_init(&params[0], G_TYPE_FROM_INSTANCE(instance));
    g_value_set_object(&params[0], instance);
    g_value_init(&params[1], G_TYPE_UINT);
    g_value_set_uint(&params[1], arg);
    g_value_init(&params[2], G_TYPE_VALUE);
    /* The caller's value outlives the emission: lent, not copied. */
    g_value_set_static_boxed(&params[2], value);
    g_value_init(&answer, G_TYPE_BOOLEAN);
    g_signal_emitv(params, signal_id, 0, &answer);
    gboolean handled = g_value_get_boolean(&answer);
    for (int i = 0; i < 3; i++) g_value_unset(&params[i]);
    g_value_unset(&answer);
    return handled;
}

/* Emits a signal whose only argument after the instance is a gdouble. */
static inline void cgtk_emit_double(gpointer instance, guint signal_id, gdouble arg) {
    GValue params[2] = { G_VALUE_INIT, G_VALUE_INIT };
    g_value_init(&params[0], G_TYPE_FROM_INSTANCE(instance));
    g_value_set_object(&params[0], instance);
    g_value_init(&params[1], G_TYPE_DOUBLE);
    g_value_set_double(&params[1], arg);
    g_signal_emitv(params, signal_id, 0, NULL);
    g_value_unset(&params[0]);
    g_value_unset(&params[1]);
}

/* Sets one accessible state to a boolean (gtk_accessible_update_state is
 * variadic; this uses the _value form). States whose type is "boolean or
 * undefined" (SELECTED, EXPANDED) are collected by GTK as an int, where
 * GTK_ACCESSIBLE_VALUE_UNDEFINED (-1) is the third value. */
static inline void cgtk_accessible_set_state_bool(GtkAccessible *accessible,
                                                  GtkAccessibleState state, gboolean on) {
    GValue value = G_VALUE_INIT;
    if (state == GTK_ACCESSIBLE_STATE_SELECTED || state == GTK_ACCESSIBLE_STATE_EXPANDED) {
        g_value_init(&value, G_TYPE_INT);
        g_value_set_int(&value, on ? 1 : 0);
    } else {
        g_value_init(&value, G_TYPE_BOOLEAN);
        g_value_set_boolean(&value, on);
    }
    gtk_accessible_update_state_value(accessible, 1, &state, &value);
    g_value_unset(&value);
}

/* Sets one accessible string property (the label, say) through the _value form. */
static inline void cgtk_accessible_set_string(GtkAccessible *accessible,
                                              GtkAccessibleProperty property, const char *text) {
    GValue value = G_VALUE_INIT;
    g_value_init(&value, G_TYPE_STRING);
    g_value_set_string(&value, text);
    gtk_accessible_update_property_value(accessible, 1, &property, &value);
    g_value_unset(&value);
}

/* Sets one integer accessible relation (POS_IN_SET, SET_SIZE) through the _value form. */
static inline void cgtk_accessible_set_relation_int(GtkAccessible *accessible,
                                                    GtkAccessibleRelation relation, int number) {
    GValue value = G_VALUE_INIT;
    g_value_init(&value, G_TYPE_INT);
    g_value_set_int(&value, number);
    gtk_accessible_update_relation_value(accessible, 1, &relation, &value);
    g_value_unset(&value);
}

/* Sets one reference accessible relation (CONTROLS, LABELLED_BY) to a single target. GTK takes the
 * list and holds only weak references to its members, so a target that goes away drops out. */
static inline void cgtk_accessible_set_relation_ref(GtkAccessible *accessible,
                                                    GtkAccessibleRelation relation, GtkAccessible *target) {
    GValue value = G_VALUE_INIT;
    gtk_accessible_relation_init_value(relation, &value);
    g_value_set_pointer(&value, g_list_append(NULL, target));
    gtk_accessible_update_relation_value(accessible, 1, &relation, &value);
    g_value_unset(&value);
}

/* Test helpers: gtk_test_accessible_check_* are variadic. Each returns NULL
 * when the accessible has the expected value, or a message to free. */
static inline char *cgtk_test_accessible_check_state_int(GtkAccessible *accessible,
                                                         GtkAccessibleState state, int expected) {
    return gtk_test_accessible_check_state(accessible, state, expected);
}

static inline char *cgtk_test_accessible_check_label(GtkAccessible *accessible, const char *expected) {
    return gtk_test_accessible_check_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
}
static inline char *cgtk_test_accessible_check_key_shortcuts(GtkAccessible *accessible, const char *expected) {
    return gtk_test_accessible_check_property(accessible, GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS, expected);
}
static inline char *cgtk_test_accessible_check_description(GtkAccessible *accessible, const char *expected) {
    return gtk_test_accessible_check_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);
}

static inline char *cgtk_test_accessible_check_relation_int(GtkAccessible *accessible,
                                                            GtkAccessibleRelation relation, int expected) {
    return gtk_test_accessible_check_relation(accessible, relation, expected);
}

/* A reference relation whose only target is `target`. */
static inline char *cgtk_test_accessible_check_relation_ref(GtkAccessible *accessible,
                                                            GtkAccessibleRelation relation, GtkAccessible *target) {
    return gtk_test_accessible_check_relation(accessible, relation, target, NULL);
}

#endif
