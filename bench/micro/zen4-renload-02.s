# bextrl from one location and the store back: two macro-ops, renamed.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-27
# CPU: znver4
# MEASURED: 1.00
	movl	$0x0808, %ecx
	bextrl	%ecx, 640(%rbx), %eax
	movl	%eax, 640(%rbx)
	subl	$1, %esi
	jne	.L1
