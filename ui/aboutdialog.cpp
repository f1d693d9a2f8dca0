// SPDX-License-Identifier: GPL-3.0-or-later
#include "aboutdialog.h"

#include "buildinfo.h"

#include <qcustomplot.h>

#include <QDialogButtonBox>
#include <QIcon>
#include <QLabel>
#include <QVBoxLayout>

namespace Tandem::Ui {

QString AboutDialog::aboutHtml()
{
    QString libraries;
    auto versions = coreLibraryVersions();
    versions.append({QStringLiteral("QCustomPlot"), QStringLiteral(QCUSTOMPLOT_VERSION_STR)});
    for (const LibraryVersion &lib : versions) {
        libraries += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>")
                         .arg(lib.name.toHtmlEscaped(), lib.version.toHtmlEscaped());
    }
    return QStringLiteral("<h2>Tandem %1</h2><p>%2</p><p>%3</p><p><b>%4</b></p><table>%5</table>")
        .arg(version().toHtmlEscaped(),
             tr("Guided clustering of NVIDIA DGX Spark machines: cabling, network, SSH fabric, "
                "NCCL bandwidth and an acceptance report."),
             tr("Tandem is free software, licensed under the GNU General Public License, "
                "version 3 or later. It comes with no warranty."),
             tr("Libraries"),
             libraries);
}

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("aboutDialog"));
    setWindowTitle(tr("About Tandem"));
    auto *icon = new QLabel(this);
    icon->setPixmap(QIcon(QStringLiteral(":/icons/tandem.svg")).pixmap(64, 64));
    auto *text = new QLabel(aboutHtml(), this);
    text->setObjectName(QStringLiteral("aboutText"));
    text->setTextFormat(Qt::RichText);
    text->setWordWrap(true);
    text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *top = new QHBoxLayout;
    top->addWidget(icon, 0, Qt::AlignTop);
    top->addWidget(text, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(buttons);
    resize(460, 320);
}

} // namespace Tandem::Ui
