// SPDX-License-Identifier: GPL-3.0-or-later
// tandem-svgtopng: renders the application icon's SVG into the square PNGs of the hicolor
// theme at build time, so the PNG sizes can never drift from the SVG. A build tool only; it
// is not installed.
//
//   tandem-svgtopng ICON.svg SIZE OUT.png [SIZE OUT.png ...]

#include <QCoreApplication>
#include <QImage>
#include <QPainter>
#include <QRectF>
#include <QString>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char *argv[])
{
    // Painting a QImage needs no platform plugin, so the tool runs without a display.
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() < 4 || args.size() % 2 != 0) {
        std::fprintf(stderr, "usage: tandem-svgtopng ICON.svg SIZE OUT.png [SIZE OUT.png ...]\n");
        return 2;
    }

    QSvgRenderer renderer(args.at(1));
    if (!renderer.isValid()) {
        std::fprintf(stderr,
                     "tandem-svgtopng: %s is not an SVG image Qt can render\n",
                     qPrintable(args.at(1)));
        return 1;
    }

    for (qsizetype i = 2; i + 1 < args.size(); i += 2) {
        bool ok = false;
        const int size = args.at(i).toInt(&ok);
        if (!ok || size < 1 || size > 4096) {
            std::fprintf(stderr, "tandem-svgtopng: bad size: %s\n", qPrintable(args.at(i)));
            return 2;
        }
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::SmoothPixmapTransform);
        renderer.render(&painter, QRectF(0, 0, size, size));
        painter.end();
        const QString out = args.at(i + 1);
        if (!image.save(out, "PNG")) {
            std::fprintf(stderr, "tandem-svgtopng: cannot write %s\n", qPrintable(out));
            return 1;
        }
    }
    return 0;
}
