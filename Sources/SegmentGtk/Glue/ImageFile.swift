import CGtk

/// Image files a bar reads by path (tracker and background images, icons named by a path), checked before GTK
/// reads them.
///
/// GTK and GdkPixbuf read an image file whole before decoding it: a device or a pipe (`/dev/urandom`) was read
/// until memory ran out, and `/dev/zero` took 6.6 s and 4.3 GB to fail. Only regular files of at most
/// ``maximumBytes`` are read.
enum ImageFile {
    /// The largest image file read: 256 MB, as much as the largest raster a tracker decodes
    /// (``TrackerImage/maximumDecodedPixels``) takes once decoded.
    static let maximumBytes = 256 << 20

    /// Why the file at `path` is not read, or `nil` when it may be: a file that is there but is not a regular file
    /// (a device, a pipe, a folder), or one larger than ``maximumBytes``. A missing file is left to GTK, whose
    /// error names it.
    static func refusal(_ path: String) -> String? {
        guard g_file_test(path, G_FILE_TEST_EXISTS) != 0 else { return nil }
        guard g_file_test(path, G_FILE_TEST_IS_REGULAR) != 0 else {
            return "not a regular file (a device, a pipe or a folder is not read)"
        }
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        guard fseek(file, 0, SEEK_END) == 0 else { return nil }
        let size = ftell(file)
        guard size <= maximumBytes else {
            return "the file is \(size) bytes; image files above \(maximumBytes) bytes are not read"
        }
        return nil
    }
}
