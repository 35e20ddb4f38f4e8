# As zen4-fpflags-02: the same family.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.89
	movsd	(%rsi,%rax), %xmm0
	comisd	%xmm1, %xmm0
	movq	%xmm0, %r9
	addq	$8, %rax
