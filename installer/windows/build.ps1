<#
.SYNOPSIS
  Build Pound Desk for Windows: the one-folder bundle (PyInstaller) and the
  installer dist\PoundDesk-Setup-VERSION.exe (Inno Setup 6.3 or newer).

.DESCRIPTION
  Run from any folder, in PowerShell, on Windows 10/11 x64 with Python 3.11+
  and Inno Setup 6.3+ installed:

      powershell -ExecutionPolicy Bypass -File installer\windows\build.ps1

  It makes a virtual environment in build\venv-win with Pound Desk's runtime
  dependencies and PyInstaller only (unless -Python names an interpreter to
  use as it is), builds the bundle with installer\pound-desk.spec, signs
  pound-desk.exe when a certificate is given, runs the bundle's --self-test,
  and compiles installer\windows\pound-desk.iss with the version from
  pyproject.toml (and its four-number form, which Windows' version resource
  needs: 0.2.0rc1 is 0.2.0.0 there).

.PARAMETER Python
  A Python to build with as it is (it must have Pound Desk's dependencies and
  PyInstaller). Without it, build\venv-win is made and kept between runs.
.PARAMETER BasePython
  The Python 3.11+ that makes build\venv-win (default: the py launcher's "py -3").
.PARAMETER SkipBundle
  Reuse dist\pound-desk from an earlier run (only compile the installer).
.PARAMETER SkipInstaller
  Stop after the bundle and its self-test (no Inno Setup needed).
.PARAMETER Version
  The installer's version instead of pyproject.toml's (CI builds a second,
  newer installer of the same bundle to test an upgrade).
.PARAMETER CertificateFile
  A code-signing certificate (.pfx): pound-desk.exe, the setup program and
  its uninstaller are signed with signtool (Windows SDK) and time-stamped.
  The password is read from the environment variable POUND_DESK_CERT_PASSWORD.
.PARAMETER TimestampUrl
  The RFC 3161 time-stamp server for signing (default: DigiCert's).
#>
param(
    [string]$Python = "",
    [string]$BasePython = "",
    [switch]$SkipBundle,
    [switch]$SkipInstaller,
    [string]$Version = "",
    [string]$CertificateFile = "",
    [string]$TimestampUrl = "http://timestamp.digicert.com"
)
$ErrorActionPreference = "Stop"
$Root = Resolve-Path (Join-Path $PSScriptRoot "..\..")
Set-Location $Root

# the version, from pyproject.toml (the spec writes the same into the bundle's
# metadata, which the program reads); -Version may only extend it (a repackaging)
$ProjectVersion = (Select-String -Path pyproject.toml -Pattern '^version\s*=\s*"([^"]+)"').Matches[0].Groups[1].Value
if (-not $Version) { $Version = $ProjectVersion }
if (-not $Version.StartsWith($ProjectVersion)) {
    throw "-Version $Version is not Pound Desk $ProjectVersion (pyproject.toml); only a suffix may be added"
}
# Windows' version resource and Inno Setup's VersionInfoVersion take up to four
# numbers: the release part of the version, padded (0.2.0rc1 -> 0.2.0.0)
$m = [regex]::Match($Version, '^(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:\.(\d+))?')
if (-not $m.Success) { throw "the version $Version does not start with a number" }
$Numbers = @(1..4 | ForEach-Object { if ($m.Groups[$_].Success) { [int]$m.Groups[$_].Value } else { 0 } })
$NumericVersion = $Numbers -join "."
Write-Host "Pound Desk $Version (Windows version $NumericVersion)"

# signtool, when a certificate is given
$SignTool = $null
if ($CertificateFile) {
    if (-not (Test-Path $CertificateFile)) { throw "no certificate at $CertificateFile" }
    if (-not $env:POUND_DESK_CERT_PASSWORD) { throw "set POUND_DESK_CERT_PASSWORD to the certificate's password" }
    $SignTool = @(
        (Get-Command signtool.exe -ErrorAction SilentlyContinue | Select-Object -ExpandProperty Source),
        (Get-ChildItem "${env:ProgramFiles(x86)}\Windows Kits\10\bin\*\x64\signtool.exe" -ErrorAction SilentlyContinue |
            Sort-Object FullName -Descending | Select-Object -First 1 -ExpandProperty FullName)
    ) | Where-Object { $_ -and (Test-Path $_) } | Select-Object -First 1
    if (-not $SignTool) { throw "signtool.exe is not found (install the Windows SDK's signing tools)" }
    $CertificateFile = (Resolve-Path $CertificateFile).Path
}
function Sign-File([string]$Path) {
    & $SignTool sign /fd sha256 /f $CertificateFile /p $env:POUND_DESK_CERT_PASSWORD /tr $TimestampUrl /td sha256 $Path
    if ($LASTEXITCODE -ne 0) { throw "signtool could not sign $Path" }
    & $SignTool verify /pa $Path | Out-Null
    if ($LASTEXITCODE -ne 0) { throw "the signature of $Path does not verify" }
}

if (-not $SkipBundle) {
    if (-not $Python) {
        # the runtime dependencies and PyInstaller only: PyInstaller bundles whatever an
        # import can reach, and a developer's venv has test packages (psycopg2 and its DLLs)
        $Venv = "build\venv-win"
        $Base = if ($BasePython) { @($BasePython) } else { @("py", "-3") }
        $BaseExe = $Base[0]; $BaseArgs = @($Base | Select-Object -Skip 1)
        $Want = & $BaseExe @BaseArgs -c "import sys, tomllib; p = tomllib.load(open('pyproject.toml', 'rb'))['project']; print('# Python', sys.version.split()[0]); print('\n'.join(p['dependencies'] + p['optional-dependencies']['installer']))"
        if ($LASTEXITCODE -ne 0) { throw "Python 3.11+ is needed (the py launcher, or -BasePython)" }
        $Want = $Want -join "`n"
        # compared line by line (Set-Content writes CRLF)
        $Have = if (Test-Path "$Venv\.requirements") { ((Get-Content "$Venv\.requirements") -join "`n").Trim() } else { "" }
        if (-not (Test-Path "$Venv\Scripts\python.exe") -or $Have -ne $Want.Trim()) {
            if (Test-Path $Venv) { Remove-Item -Recurse -Force $Venv }
            & $BaseExe @BaseArgs -m venv $Venv
            if ($LASTEXITCODE -ne 0) { throw "could not make $Venv" }
            Set-Content -Path "$Venv\requirements.txt" -Value $Want -Encoding UTF8
            & "$Venv\Scripts\python.exe" -m pip install -q --disable-pip-version-check -r "$Venv\requirements.txt"
            if ($LASTEXITCODE -ne 0) { throw "pip install failed" }
            Set-Content -Path "$Venv\.requirements" -Value $Want -Encoding UTF8
        }
        $Python = (Resolve-Path "$Venv\Scripts\python.exe").Path
    }

    # the one-folder bundle
    if (Test-Path dist\pound-desk) { Remove-Item -Recurse -Force dist\pound-desk }
    & $Python -m PyInstaller --noconfirm --log-level WARN --distpath dist --workpath build\pyinstaller installer\pound-desk.spec
    if ($LASTEXITCODE -ne 0) { throw "PyInstaller failed" }
    if ($SignTool) { Sign-File "dist\pound-desk\pound-desk.exe" }
    # the hashes of every file as built, which --self-test checks the installed copy against
    & $Python pound_desk\installed_files.py dist\pound-desk
    if ($LASTEXITCODE -ne 0) { throw "could not write dist\pound-desk\SHA256SUMS" }

    # the bundle's self-test: pound-desk.exe is windowed (no console), so it
    # writes its report to %TEMP%\pound-desk-self-test.txt
    $Report = Join-Path $env:TEMP "pound-desk-self-test.txt"
    if (Test-Path $Report) { Remove-Item $Report }
    $Run = Start-Process -FilePath dist\pound-desk\pound-desk.exe -ArgumentList "--self-test" -Wait -PassThru
    if (Test-Path $Report) { Get-Content $Report -Encoding UTF8 | Write-Host }
    if ($Run.ExitCode -ne 0) { throw "the bundle's self-test failed (exit code $($Run.ExitCode))" }
}
if (-not (Test-Path dist\pound-desk\pound-desk.exe)) { throw "no bundle in dist\pound-desk: run without -SkipBundle" }
# one version: the bundle's (what the program and About say) must be pyproject.toml's
$BundleVersion = (Get-Content dist\pound-desk\VERSION -Raw).Trim()
if ($BundleVersion -ne $ProjectVersion) {
    throw "version mismatch: pyproject.toml says $ProjectVersion, the bundle $BundleVersion: rebuild the bundle"
}

if ($SkipInstaller) { return }

# Inno Setup's compiler, where its installer puts it (or on the PATH); 6.3 or newer
# (the script refuses an older one itself)
$Iscc = @(
    (Get-Command ISCC.exe -ErrorAction SilentlyContinue | Select-Object -ExpandProperty Source),
    "${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe",
    "$env:ProgramFiles\Inno Setup 6\ISCC.exe",
    "$env:LOCALAPPDATA\Programs\Inno Setup 6\ISCC.exe"
) | Where-Object { $_ -and (Test-Path $_) } | Select-Object -First 1
if (-not $Iscc) { throw "Inno Setup 6.3+ is not installed (https://jrsoftware.org/isdl.php, or: choco install innosetup)" }

$IsccArgs = @("/Q", "/DAppVersion=$Version", "/DAppNumericVersion=$NumericVersion")
if ($SignTool) {
    # Inno Setup signs the setup program and the uninstaller through this named tool ($f: the file)
    $IsccArgs += "/Ssigntool=`"$SignTool`" sign /fd sha256 /f `"$CertificateFile`" /p `"$env:POUND_DESK_CERT_PASSWORD`" /tr $TimestampUrl /td sha256 `$f"
    $IsccArgs += "/DSign"
}
& $Iscc @IsccArgs installer\windows\pound-desk.iss
if ($LASTEXITCODE -ne 0) { throw "Inno Setup failed" }
$Setup = Get-Item "dist\PoundDesk-Setup-$Version.exe"
if ($SignTool) {
    & $SignTool verify /pa $Setup.FullName | Out-Null
    if ($LASTEXITCODE -ne 0) { throw "the setup program's signature does not verify" }
}
Write-Host ("{0}: {1:N1} MB" -f $Setup.FullName, ($Setup.Length / 1MB))
