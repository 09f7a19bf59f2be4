<#
.SYNOPSIS
  Build Pound Desk for Windows: the one-folder bundle (PyInstaller) and the
  installer dist\PoundDesk-Setup-VERSION.exe (Inno Setup 6).

.DESCRIPTION
  Run from any folder, in PowerShell, on Windows 10/11 x64 with Python 3.11+
  and Inno Setup 6 installed:

      powershell -ExecutionPolicy Bypass -File installer\windows\build.ps1

  It makes a virtual environment in .venv-win (unless -Python names an
  interpreter that already has Pound Desk and PyInstaller), builds the bundle
  with installer\pound-desk.spec, runs the bundle's --self-test, and compiles
  installer\windows\pound-desk.iss with the version from pyproject.toml.

.PARAMETER Python
  A Python that has Pound Desk (pip install -e .[installer]) installed.
.PARAMETER SkipInstaller
  Stop after the bundle and its self-test (no Inno Setup needed).
#>
param(
    [string]$Python = "",
    [switch]$SkipInstaller
)
$ErrorActionPreference = "Stop"
$Root = Resolve-Path (Join-Path $PSScriptRoot "..\..")
Set-Location $Root

# the version, from pyproject.toml (the spec reads the same line)
$Version = (Select-String -Path pyproject.toml -Pattern '^version\s*=\s*"([^"]+)"').Matches[0].Groups[1].Value
Write-Host "Pound Desk $Version"

if (-not $Python) {
    if (-not (Test-Path .venv-win\Scripts\python.exe)) {
        py -3 -m venv .venv-win
        if ($LASTEXITCODE -ne 0) { throw "could not make .venv-win (is Python 3.11+ installed?)" }
    }
    $Python = (Resolve-Path .venv-win\Scripts\python.exe).Path
    & $Python -m pip install -q --upgrade pip
    & $Python -m pip install -q -e ".[installer]"
    if ($LASTEXITCODE -ne 0) { throw "pip install failed" }
}

# the one-folder bundle
if (Test-Path dist\pound-desk) { Remove-Item -Recurse -Force dist\pound-desk }
& $Python -m PyInstaller --noconfirm --log-level WARN --distpath dist --workpath build\pyinstaller installer\pound-desk.spec
if ($LASTEXITCODE -ne 0) { throw "PyInstaller failed" }

# the bundle's self-test: pound-desk.exe is windowed (no console), so it
# writes its report to %TEMP%\pound-desk-self-test.txt
$Report = Join-Path $env:TEMP "pound-desk-self-test.txt"
if (Test-Path $Report) { Remove-Item $Report }
$Run = Start-Process -FilePath dist\pound-desk\pound-desk.exe -ArgumentList "--self-test" -Wait -PassThru
if (Test-Path $Report) { Get-Content $Report -Encoding UTF8 | Write-Host }
if ($Run.ExitCode -ne 0) { throw "the bundle's self-test failed (exit code $($Run.ExitCode))" }

if ($SkipInstaller) { return }

# Inno Setup's compiler, where its installer puts it (or on the PATH)
$Iscc = @(
    (Get-Command ISCC.exe -ErrorAction SilentlyContinue | Select-Object -ExpandProperty Source),
    "${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe",
    "$env:ProgramFiles\Inno Setup 6\ISCC.exe",
    "$env:LOCALAPPDATA\Programs\Inno Setup 6\ISCC.exe"
) | Where-Object { $_ -and (Test-Path $_) } | Select-Object -First 1
if (-not $Iscc) { throw "Inno Setup 6 is not installed (https://jrsoftware.org/isdl.php, or: choco install innosetup)" }

& $Iscc /Q "/DAppVersion=$Version" installer\windows\pound-desk.iss
if ($LASTEXITCODE -ne 0) { throw "Inno Setup failed" }
$Setup = Get-Item "dist\PoundDesk-Setup-$Version.exe"
Write-Host ("{0}: {1:N1} MB" -f $Setup.FullName, ($Setup.Length / 1MB))
