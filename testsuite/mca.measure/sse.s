# Legacy-SSE scalar code: it must start with clean upper vector halves
# (vzeroupper in the harness), as after GCC's vzeroupper in a program.
	movss	(%rsi,%rax), %xmm0
	mulss	%xmm0, %xmm0
	addq	$4, %rax
