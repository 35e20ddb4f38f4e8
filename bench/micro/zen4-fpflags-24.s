# As zen4-fpflags-02: the same family.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.81
	movsd	(%rsi,%rax), %xmm0
	ucomisd	%xmm1, %xmm0
	movsd	%xmm0, (%rdi,%rax)
	addq	$8, %rax
