# CPU: znver3
# MEASURED: 4.02
# four independent vcvttss2si: one a cycle (the model: the four ALUs it holds a cycle)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vcvttss2sil	%xmm1, %eax
	vcvttss2sil	%xmm2, %ecx
	vcvttss2sil	%xmm3, %edx
	vcvttss2sil	%xmm4, %r8d
