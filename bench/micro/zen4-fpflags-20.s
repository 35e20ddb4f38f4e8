# As zen4-fpflags-02: the same family.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.90
	comisd	%xmm1, %xmm0
	movq	%rcx, (%rdi,%rax)
	movq	%rcx, 8(%rdi,%rax)
	addq	$16, %rax
