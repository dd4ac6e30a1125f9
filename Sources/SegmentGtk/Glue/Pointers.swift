import CGtk

/// Reinterprets a GObject pointer as another type in its class hierarchy.
///
/// C code does this with casting macros (`GTK_WIDGET(x)`) that Swift cannot
/// import; GObject instances start with their parent's struct, so the cast
/// is the same reinterpretation those macros perform (minus the type check).
@inline(__always)
package func gcast<T>(_ pointer: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<T> {
    pointer!.assumingMemoryBound(to: T.self)
}

/// ``gcast(_:)`` for an already typed pointer.
@inline(__always)
package func gcast<T, U>(_ pointer: UnsafeMutablePointer<U>?) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(pointer!).assumingMemoryBound(to: T.self)
}

/// The colour `t` of the way from `a` to `b`, so text can cross-fade while the indicator moves.
func mix(_ a: GdkRGBA, _ b: GdkRGBA, _ t: Double) -> GdkRGBA {
    let t = Float(min(max(t, 0), 1))
    return GdkRGBA(
        red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
        blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
}

/// Anything that is a pointer to a GObject: GTK imports public structs as typed pointers and private ones as `OpaquePointer`.
package protocol GObjectPointer {
    /// The same address as a `gpointer`.
    var gpointer: gpointer { get }
}

extension OpaquePointer: GObjectPointer {
    /// See ``GObjectPointer/gpointer``.
    package var gpointer: gpointer { UnsafeMutableRawPointer(self) }
}

extension UnsafeMutablePointer: GObjectPointer {
    /// See ``GObjectPointer/gpointer``.
    package var gpointer: gpointer { UnsafeMutableRawPointer(self) }
}

extension UnsafeMutableRawPointer: GObjectPointer {
    /// See ``GObjectPointer/gpointer``.
    package var gpointer: gpointer { self }
}

/// ``gcast(_:)`` from an opaque GObject pointer.
@inline(__always)
package func gcast<T>(_ pointer: OpaquePointer?) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(pointer!).assumingMemoryBound(to: T.self)
}

/// Drops a reference to any GObject pointer.
package func unref(_ object: some GObjectPointer) {
    g_object_unref(object.gpointer)
}
