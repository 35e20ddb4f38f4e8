# CPU: znver3
# MEASURED: 2.00
# vcvttss2si beside four independent addq (the model 2.00: it holds the four ALUs a cycle)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vcvttss2sil	%xmm1, %eax
	addq	$1, %r8
	addq	$1, %r9
	addq	$1, %r10
	addq	$1, %r11
