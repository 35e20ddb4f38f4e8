# An imul chain.
	imulq	%rbx, %rbx
