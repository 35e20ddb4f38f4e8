# Each copy loads the element after the one it stores, x[i] = x[i + 1]
# * c: no copy reads what an earlier one wrote.
	movsd	8(%rdx,%rax,8), %xmm0
	mulsd	%xmm5, %xmm0
	movsd	%xmm0, (%rdx,%rax,8)
	addq	$1, %rax
