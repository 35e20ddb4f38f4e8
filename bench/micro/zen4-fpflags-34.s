# As zen4-fpflags-02: the same family.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.34
	vcomisd	%xmm1, %xmm0
	setb	%r9b
	movq	%rcx, (%rdi,%rax)
	addq	$8, %rax
